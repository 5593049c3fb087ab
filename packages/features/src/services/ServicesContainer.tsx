import type { AddServiceBody, ServiceGroup, SubService } from '@salon/api/services/schemas';
import { ServiceDeleteModal } from '@salon/ui/screens/services/ServiceDeleteModal';
import {
  EMPTY_SERVICE_FORM,
  ServiceFormModal,
  splitMinutes,
  type ServiceFormResult,
  type ServiceFormValues,
} from '@salon/ui/screens/services/ServiceFormModal';
import {
  ServicesScreen,
  type DeleteTarget,
  type ServicesState,
} from '@salon/ui/screens/services/ServicesScreen';
import toast from 'react-hot-toast';
import { formatMoney, majorToMinor, minorToText } from '@salon/api/money/format';
import { errorMessage, listState, useSalonMoney, useUserInfo, useListPage } from '../core';
import { isServicesKey } from './keys';
import { servicesCapabilities } from './policies';
import { useDeleteService } from './use-delete-service';
import { useEnabledCategories } from './use-enabled-categories';
import { useRankServices } from './use-rank-services';
import { useSaveService } from './use-save-service';
import { useServiceGroups } from './use-service-groups';
import { useToggleService } from './use-toggle-service';

/** Categories per page (spec 2 §9). */
export const SERVICES_PAGE_SIZE = 20;

type OpenModal =
  { kind: 'form'; id: string | null; values: ServiceFormValues } | { kind: 'delete'; target: DeleteTarget };

function formValuesOfService(service: SubService, currency: string): ServiceFormValues {
  const lead = splitMinutes(service.leadTime);
  const rest = splitMinutes(service.breakTime);
  return {
    kind: 'service',
    title: service.title,
    category: service.service,
    hours: String(Math.floor(service.requiredTime / 60)),
    minutes: String(service.requiredTime % 60),
    // Major units, with the currency's digits ('12.50' USD, '1500' JPY).
    charges: minorToText(majorToMinor(service.charges, currency), currency),
    description: service.description,
    leadTime: lead.value,
    leadUnit: lead.unit,
    breakTime: rest.value,
    breakUnit: rest.unit,
    paymentPolicy: service.paymentPolicy ?? 'none',
    depositKind: service.deposit?.kind ?? 'percent',
    depositValue: service.deposit
      ? service.deposit.kind === 'percent'
        ? String(service.deposit.value)
        : minorToText(majorToMinor(service.deposit.value, currency), currency)
      : '',
  };
}

function bodyOf(id: string | null, result: ServiceFormResult): AddServiceBody {
  const withId = id ? { id } : {};
  if (result.kind === 'category') return { ...withId, isMainService: true, title: result.title };
  return {
    ...withId,
    isMainService: false,
    title: result.title,
    service: result.category,
    description: result.description,
    charges: result.charges,
    requiredTime: result.requiredTime,
    leadTime: result.leadTime,
    breakTime: result.breakTime,
    paymentPolicy: result.paymentPolicy,
    deposit: result.deposit,
  };
}

/** /services for salon owners, managers and the superadmin; the route table sends other roles to /. */
export function ServicesContainer() {
  const userInfo = useUserInfo();
  const money = useSalonMoney();
  const listPage = useListPage<ServiceGroup, OpenModal>(isServicesKey, useServiceGroups, SERVICES_PAGE_SIZE);
  const { search, setSearch, page, setPage, filterValue, afterRemoving, list, items: groups } = listPage;
  const { open, show, close, run, formError, rowWrites } = listPage;
  const enabledCategories = useEnabledCategories(open?.kind === 'form');
  const save = useSaveService();
  const toggle = useToggleService();
  const remove = useDeleteService();
  const rank = useRankServices();

  // A filtered list is partial: ranks from it would be wrong, so reordering waits for a clear search.
  const capabilities = servicesCapabilities(userInfo?.role ?? 'user');
  const can = { ...capabilities, reorder: capabilities.reorder && filterValue === '' };

  const state: ServicesState = listState(list, (data) => ({
    categories: data.result.map((group) => ({
      id: group._id,
      title: group.category.title,
      enable: group.category.enable,
      services: group.subService.map((service) => ({
        id: service._id,
        title: service.title,
        requiredTime: service.requiredTime,
        charges: service.charges,
        price: formatMoney(majorToMinor(service.charges, money.currency), money),
        enable: service.enable,
      })),
    })),
    page,
    pageCount: data.totalPageSize,
    pageSize: SERVICES_PAGE_SIZE,
  }));

  const findService = (id: string) =>
    groups.flatMap((group) => group.subService).find((service) => service._id === id);

  /** Shows the new order at once, sends it, and rolls back if the server refuses. */
  const saveOrder = async (reordered: ServiceGroup[], ids: string[], firstRank: number) => {
    if (!list.data) return;
    const data = { ...list.data, result: reordered };
    try {
      let message = '';
      await list.mutate(
        async () => {
          message = await rank.trigger({ ids, firstRank });
          return data;
        },
        { optimisticData: data, rollbackOnError: true, revalidate: true },
      );
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const reorderCategories = (ids: string[]) => {
    const reordered = ids
      .map((id) => groups.find((group) => group._id === id))
      .filter(Boolean) as ServiceGroup[];
    void saveOrder(reordered, ids, (page - 1) * SERVICES_PAGE_SIZE);
  };

  const reorderServices = (categoryId: string, ids: string[]) => {
    const reordered = groups.map((group) =>
      group._id === categoryId
        ? {
            ...group,
            subService: ids
              .map((id) => group.subService.find((service) => service._id === id))
              .filter((service): service is SubService => Boolean(service)),
          }
        : group,
    );
    void saveOrder(reordered, ids, 0);
  };

  const submitForm = async (result: ServiceFormResult) => {
    if (open?.kind !== 'form') return;
    await run(() => save.trigger(bodyOf(open.id, result)), 'form');
  };

  const toggleEnable = (id: string, enable: boolean) =>
    rowWrites.run(id, () => toggle.trigger({ id, enable }));

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const { target } = open;
    // The page's rows are categories: deleting a service leaves the page as it is.
    const stepBack = target.kind === 'category' ? afterRemoving(groups.length) : undefined;
    await run(() => remove.trigger(target.id), 'toast', stepBack);
  };

  // The enabled categories, plus this page's (a disabled parent of a service being edited stays selectable).
  const categoryOptions = [
    ...(enabledCategories.data ?? []).map((category) => ({ value: category._id, label: category.title })),
    ...groups
      .filter((group) => !(enabledCategories.data ?? []).some((category) => category._id === group._id))
      .map((group) => ({ value: group._id, label: group.category.title })),
  ];

  return (
    <>
      <ServicesScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', id: null, values: { ...EMPTY_SERVICE_FORM } })}
        onEditCategory={(id) => {
          const group = groups.find((item) => item._id === id);
          if (!group) return;
          show({
            kind: 'form',
            id,
            values: { ...EMPTY_SERVICE_FORM, kind: 'category', title: group.category.title },
          });
        }}
        onEditService={(id) => {
          const service = findService(id);
          if (service) show({ kind: 'form', id, values: formValuesOfService(service, money.currency) });
        }}
        onDelete={(target) => show({ kind: 'delete', target })}
        onToggle={toggleEnable}
        onReorderCategories={reorderCategories}
        onReorderServices={reorderServices}
        pendingIds={rowWrites.pendingIds}
      />
      <ServiceFormModal
        open={open?.kind === 'form'}
        mode={open?.kind === 'form' && open.id ? 'update' : 'create'}
        initialValues={open?.kind === 'form' ? open.values : EMPTY_SERVICE_FORM}
        categoryOptions={categoryOptions}
        categoriesLoading={enabledCategories.isLoading}
        submitting={save.isMutating}
        serverError={formError}
        money={money}
        onSubmit={submitForm}
        onClose={close}
      />
      <ServiceDeleteModal
        open={open?.kind === 'delete'}
        kind={open?.kind === 'delete' ? open.target.kind : 'service'}
        title={open?.kind === 'delete' ? open.target.title : undefined}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
