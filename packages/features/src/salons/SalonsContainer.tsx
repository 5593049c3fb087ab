import type { SalonItem } from '@salon/api/salons/schemas';
import { CancelSubscriptionModal } from '@salon/ui/screens/salons/CancelSubscriptionModal';
import { ResetPasswordModal } from '@salon/ui/screens/salons/ResetPasswordModal';
import {
  SalonAppSettingsModal,
  type SalonAppMenuValues,
} from '@salon/ui/screens/salons/SalonAppSettingsModal';
import { SalonDeleteModal } from '@salon/ui/screens/salons/SalonDeleteModal';
import {
  EMPTY_SALON_FORM,
  SalonFormModal,
  type SalonFormValues,
} from '@salon/ui/screens/salons/SalonFormModal';
import { SalonsScreen, type SalonRow, type SalonsState } from '@salon/ui/screens/salons/SalonsScreen';
import { proposedPlace } from '@salon/rules/places';
import { useMemo } from 'react';
import { browserLanguage, browserTimeZone, listState, tablePage, useListPage } from '../core';
import { isSalonsListKey } from './keys';
import { useCancelSubscription } from './use-cancel-subscription';
import { useDeleteSalon } from './use-delete-salon';
import { useResetSalonPassword } from './use-reset-salon-password';
import { useSalons } from './use-salons';
import { useSaveSalon } from './use-save-salon';
import { useSaveSalonMenu } from './use-save-salon-menu';
import { useToggleSalon } from './use-toggle-salon';

export const SALON_PAGE_SIZE = 20;

type ModalKind = 'form' | 'menu' | 'reset' | 'delete' | 'cancel';
type OpenModal =
  { kind: 'form'; salon: SalonItem | null } | { kind: Exclude<ModalKind, 'form'>; salon: SalonItem };

function toRow(salon: SalonItem): SalonRow {
  return {
    id: salon._id,
    name: salon.name,
    email: salon.email,
    phone: salon.phone,
    photo: salon.photo,
    active: salon.active,
    subscription: salon.subscription,
  };
}

function formValuesOf(salon: SalonItem | null, newSalon: SalonFormValues): SalonFormValues {
  if (!salon) return newSalon;
  return {
    ...EMPTY_SALON_FORM,
    name: salon.name,
    email: salon.email ?? salon.owner?.email ?? '',
    phone: salon.phone ?? '',
    address: salon.address ?? '',
  };
}

/** The salon list with its add/edit form, app settings, password reset, delete and subscription cancel. */
export function SalonsContainer() {
  const listPage = useListPage<SalonItem, OpenModal>(isSalonsListKey, useSalons, SALON_PAGE_SIZE);
  const { search, setSearch, page, setPage, list } = listPage;
  const { open, show, close, run, formError, showItem, removeItem, rowWrites } = listPage;
  const save = useSaveSalon();
  const toggle = useToggleSalon();
  const menu = useSaveSalonMenu();
  const remove = useDeleteSalon();
  const reset = useResetSalonPassword();
  const cancel = useCancelSubscription();

  // A new salon starts where the admin's browser is (its zone, the country and money it proposes).
  const newSalon = useMemo(
    () => ({ ...EMPTY_SALON_FORM, ...proposedPlace(browserTimeZone(), browserLanguage()) }),
    [],
  );
  const state: SalonsState = listState(list, (data) => tablePage(data, toRow, page, SALON_PAGE_SIZE));

  const openFor = (kind: ModalKind, row: SalonRow) => showItem(row.id, (salon) => ({ kind, salon }));

  const submitForm = (values: SalonFormValues) => {
    if (open?.kind !== 'form') return;
    const { salon } = open;
    void run(
      async () =>
        (
          await save.trigger({
            body: {
              ...(salon
                ? { id: salon._id }
                : {
                    password: values.password,
                    country: values.country,
                    timeZone: values.timeZone,
                    currency: values.currency,
                    locale: values.locale,
                  }),
              name: values.name.trim(),
              email: values.email.trim(),
              phone: values.phone,
              address: values.address.trim(),
            },
            image: values.logo,
          })
        ).message,
      'form',
    );
  };

  const submitMenu = (appMenu: SalonAppMenuValues) => {
    if (open?.kind !== 'menu') return;
    const id = open.salon._id;
    void run(() => menu.trigger({ id, appMenu }), 'form');
  };

  const toggleActive = (row: SalonRow, enable: boolean) =>
    rowWrites.run(row.id, () => toggle.trigger({ id: row.id, enable }));

  const confirm = async (kind: 'reset' | 'delete' | 'cancel') => {
    if (open?.kind !== kind) return;
    const id = open.salon._id;
    if (kind === 'reset') return void run(() => reset.trigger(id), 'toast');
    if (kind === 'cancel') return void run(() => cancel.trigger(id), 'toast');
    await removeItem(() => remove.trigger(id));
  };

  const selected = open?.salon ?? null;

  return (
    <>
      <SalonsScreen
        state={state}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', salon: null })}
        onEdit={(row) => openFor('form', row)}
        onAppSettings={(row) => openFor('menu', row)}
        onResetPassword={(row) => openFor('reset', row)}
        onDelete={(row) => openFor('delete', row)}
        onCancelSubscription={(row) => openFor('cancel', row)}
        onToggleActive={(row, active) => void toggleActive(row, active)}
        pendingIds={rowWrites.pendingIds}
      />
      <SalonFormModal
        open={open?.kind === 'form'}
        mode={open?.kind === 'form' && open.salon ? 'update' : 'create'}
        initialValues={formValuesOf(open?.kind === 'form' ? open.salon : null, newSalon)}
        browserZone={browserTimeZone()}
        currentLogoUrl={open?.kind === 'form' ? open.salon?.photo : null}
        submitting={save.isMutating}
        serverError={formError}
        onSubmit={submitForm}
        onClose={close}
      />
      <SalonAppSettingsModal
        open={open?.kind === 'menu'}
        salonName={selected?.name ?? ''}
        initialValues={selected?.appMenu ?? { isVideo: false, isCheckin: false, isPOS: false }}
        submitting={menu.isMutating}
        serverError={formError}
        onSubmit={submitMenu}
        onClose={close}
      />
      <ResetPasswordModal
        open={open?.kind === 'reset'}
        confirming={reset.isMutating}
        onConfirm={() => void confirm('reset')}
        onCancel={close}
      />
      <SalonDeleteModal
        open={open?.kind === 'delete'}
        confirming={remove.isMutating}
        onConfirm={() => void confirm('delete')}
        onCancel={close}
      />
      <CancelSubscriptionModal
        open={open?.kind === 'cancel'}
        confirming={cancel.isMutating}
        onConfirm={() => void confirm('cancel')}
        onCancel={close}
      />
    </>
  );
}
