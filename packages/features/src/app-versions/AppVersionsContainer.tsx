import { APP_VERSION_PAGE_SIZE, type AppVersion } from '@salon/api/app-versions/schemas';
import { AppVersionDeleteModal } from '@salon/ui/screens/app-versions/AppVersionDeleteModal';
import {
  AppVersionFormModal,
  EMPTY_APP_VERSION_FORM,
  type AppVersionFormValues,
} from '@salon/ui/screens/app-versions/AppVersionFormModal';
import {
  AppVersionsScreen,
  type AppVersionRow,
  type AppVersionsState,
} from '@salon/ui/screens/app-versions/AppVersionsScreen';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  errorMessage,
  listState,
  tablePage,
  useEnabledSalons,
  useListModal,
  useAddressPagedSearch,
  useRowWriteRunner,
  useCapabilities,
} from '../core';
import { isAppVersionsListKey } from './keys';
import { appVersionsCapabilities } from './policies';
import { useAddAppVersion } from './use-add-app-version';
import { useAppVersions } from './use-app-versions';
import { useDeleteAppVersion } from './use-delete-app-version';
import { useToggleAppVersion } from './use-toggle-app-version';

type OpenModal = { kind: 'form' } | { kind: 'delete'; version: AppVersion };

const toRow = (version: AppVersion): AppVersionRow => ({
  id: version._id,
  versionTitleAndroid: version.versionTitleAndroid,
  versionTitleIOS: version.versionTitleIOS,
  packageName: version.packageName,
  bundleID: version.bundleID,
  versionDescription: version.versionDescription,
  isCompulsory: version.isCompulsory,
  enable: version.enable,
});

const versionName = (version: AppVersion) =>
  `Android ${version.versionTitleAndroid} / iOS ${version.versionTitleIOS}`;

/** /appversion: the admin's app versions of the salon picked in the filter, with add, enable and delete. */
export function AppVersionsContainer() {
  const can = useCapabilities(appVersionsCapabilities);
  const { mutate } = useSWRConfig();
  const reload = () => mutate(isAppVersionsListKey);
  const salons = useEnabledSalons();
  const [chosenSalon, setChosenSalon] = useState<string | null>(null);
  // The first salon until the admin picks one.
  const salonId = chosenSalon ?? salons.data?.[0]?._id ?? null;
  const salonName = salons.data?.find((salon) => salon._id === salonId)?.name;
  const { search, setSearch, page, setPage, filterValue, afterRemoving } = useAddressPagedSearch();
  const list = useAppVersions(
    salonId ? { salon: salonId, pageNumber: page, pageSize: APP_VERSION_PAGE_SIZE, filterValue } : null,
  );
  const { open, show, close, run, formError } = useListModal<OpenModal>(reload);
  const rowWrites = useRowWriteRunner(reload);
  const add = useAddAppVersion();
  const toggle = useToggleAppVersion();
  const remove = useDeleteAppVersion();

  const versions = list.data?.result ?? [];
  const state: AppVersionsState = salons.error
    ? { status: 'error', message: errorMessage(salons.error) }
    : salons.data && !salonId
      ? { status: 'ready', rows: [], page: 1, pageCount: 0, pageSize: APP_VERSION_PAGE_SIZE }
      : listState(list, (data) => tablePage(data, toRow, page, APP_VERSION_PAGE_SIZE));

  const changeSalon = (next: string | null) => {
    setChosenSalon(next);
    setPage(1);
  };

  const submitForm = async (values: AppVersionFormValues) => {
    if (open?.kind !== 'form' || !salonId) return;
    await run(
      async () =>
        (
          await add.trigger({
            salon: salonId,
            versionTitleAndroid: values.versionTitleAndroid,
            versionTitleIOS: values.versionTitleIOS,
            packageName: values.packageName,
            bundleID: values.bundleID,
            versionDescription: values.versionDescription,
            isCompulsory: values.isCompulsory,
            androidStoreUrl: values.androidStoreUrl || null,
            iosStoreUrl: values.iosStoreUrl || null,
          })
        ).message,
      'form',
    );
  };

  const toggleEnable = (row: AppVersionRow, enable: boolean) => {
    if (!salonId) return;
    void rowWrites.run(row.id, () => toggle.trigger({ id: row.id, salon: salonId, enable }));
  };

  const openDelete = (row: AppVersionRow) => {
    const version = versions.find((item) => item._id === row.id);
    if (version) show({ kind: 'delete', version });
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const { version } = open;
    await run(
      () => remove.trigger({ id: version._id, salonId: version.salon }),
      'toast',
      afterRemoving(versions.length),
    );
  };

  return (
    <>
      <AppVersionsScreen
        state={state}
        can={can}
        salonOptions={(salons.data ?? []).map((salon) => ({ value: salon._id, label: salon.name }))}
        salonId={salonId}
        onSalonChange={changeSalon}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form' })}
        onToggleEnable={toggleEnable}
        onDelete={openDelete}
        pendingIds={rowWrites.pendingIds}
      />
      <AppVersionFormModal
        open={open?.kind === 'form'}
        salonName={salonName}
        initialValues={EMPTY_APP_VERSION_FORM}
        submitting={add.isMutating}
        serverError={formError}
        onSubmit={submitForm}
        onClose={close}
      />
      <AppVersionDeleteModal
        open={open?.kind === 'delete'}
        name={open?.kind === 'delete' ? versionName(open.version) : undefined}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
