import type { StylistItem } from '@salon/api/stylists/schemas';
import { ResetPasswordModal } from '@salon/ui/screens/salons/ResetPasswordModal';
import { StylistDeleteModal } from '@salon/ui/screens/stylists/StylistDeleteModal';
import {
  EMPTY_STYLIST_FORM,
  StylistFormModal,
  type StylistFormValues,
} from '@salon/ui/screens/stylists/StylistFormModal';
import {
  intervalFields,
  intervalMinutes,
  StylistSettingsModal,
  type StylistSettingsValues,
} from '@salon/ui/screens/stylists/StylistSettingsModal';
import {
  StylistsScreen,
  type StylistRow,
  type StylistsState,
} from '@salon/ui/screens/stylists/StylistsScreen';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, listState, tablePage, useListPage, useCapabilities } from '../core';
import { isStylistsListKey, stylistsKeys } from './keys';
import { stylistsCapabilities } from './policies';
import { useDeleteStylist } from './use-delete-stylist';
import { useResetStylistPassword } from './use-reset-stylist-password';
import { useSaveStylist } from './use-save-stylist';
import { useSaveStylistSettings } from './use-save-stylist-settings';
import { useServiceOptions } from './use-service-options';
import { useStylistSettings } from './use-stylist-settings';
import { useStylists } from './use-stylists';
import { useToggleStylist } from './use-toggle-stylist';

export const STYLIST_PAGE_SIZE = 20;

type OpenModal =
  | { kind: 'form'; stylist: StylistItem | null }
  | { kind: 'settings' | 'reset' | 'delete'; stylist: StylistItem };

function toRow(stylist: StylistItem): StylistRow {
  return {
    id: stylist._id,
    name: stylist.name,
    email: stylist.email,
    gender: stylist.gender,
    photo: stylist.photo,
    active: stylist.active,
    salonName: stylist.salon?.name ?? null,
  };
}

function formValuesOf(stylist: StylistItem | null): StylistFormValues {
  if (!stylist) return EMPTY_STYLIST_FORM;
  return {
    ...EMPTY_STYLIST_FORM,
    name: stylist.name,
    email: stylist.email,
    phone: stylist.phone ?? '',
    address: stylist.address ?? '',
    gender: stylist.gender,
    bio: stylist.bio ?? '',
  };
}

/** The stylist list with its add/edit form, settings, password reset and delete. */
export function StylistsContainer() {
  const can = useCapabilities(stylistsCapabilities);
  const { mutate } = useSWRConfig();
  const listPage = useListPage<StylistItem, OpenModal>(isStylistsListKey, useStylists, STYLIST_PAGE_SIZE);
  const { search, setSearch, page, setPage, list } = listPage;
  const { open, show, close, run, formError, showItem, removeItem, rowWrites } = listPage;
  const settingsFor = open?.kind === 'settings' ? open.stylist._id : null;
  const settings = useStylistSettings(settingsFor);
  const services = useServiceOptions(settingsFor !== null);
  const save = useSaveStylist();
  const toggle = useToggleStylist();
  const remove = useDeleteStylist();
  const reset = useResetStylistPassword();
  const saveSettings = useSaveStylistSettings();

  const state: StylistsState = listState(list, (data) => tablePage(data, toRow, page, STYLIST_PAGE_SIZE));

  const openFor = (kind: OpenModal['kind'], row: StylistRow) =>
    showItem(row.id, (stylist) => ({ kind, stylist }));

  const submitForm = (values: StylistFormValues) => {
    if (open?.kind !== 'form' || !values.gender) return;
    const { stylist } = open;
    void run(
      async () =>
        (
          await save.trigger({
            body: {
              ...(stylist ? { id: stylist._id } : { password: values.password }),
              name: values.name.trim(),
              email: values.email.trim(),
              phone: values.phone,
              address: values.address.trim(),
              gender: values.gender!,
              bio: values.bio.trim(),
            },
            image: values.photo,
          })
        ).message,
      'form',
    );
  };

  const submitSettings = (values: StylistSettingsValues) => {
    if (open?.kind !== 'settings' || !values.recurringType) return;
    const stylistId = open.stylist._id;
    void run(async () => {
      const result = await saveSettings.trigger({
        id: stylistId,
        recurringType: values.recurringType!,
        intervalTime: intervalMinutes(values)!,
        startTime: values.startTime,
        endTime: values.endTime,
        services: values.services.join(','),
        isBreakTimeCompulsory: values.isBreakTimeCompulsory,
      });
      await mutate(stylistsKeys.settings(stylistId), result.data, { revalidate: false });
      return result.message;
    }, 'form');
  };

  const toggleActive = (row: StylistRow, enable: boolean) =>
    rowWrites.run(row.id, () => toggle.trigger({ id: row.id, enable }));

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await removeItem(() => remove.trigger(open.stylist._id));
  };

  const confirmReset = () => {
    if (open?.kind !== 'reset') return;
    void run(() => reset.trigger(open.stylist._id), 'toast');
  };

  const saved = settings.data;
  const settingsValues: StylistSettingsValues | null = saved
    ? {
        startTime: saved.startTime ?? '',
        endTime: saved.endTime ?? '',
        recurringType: saved.recurringType,
        ...intervalFields(saved.intervalTime),
        services: saved.services,
        isBreakTimeCompulsory: saved.isBreakTimeCompulsory,
      }
    : null;

  return (
    <>
      <StylistsScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', stylist: null })}
        onEdit={(row) => openFor('form', row)}
        onSettings={(row) => openFor('settings', row)}
        onResetPassword={(row) => openFor('reset', row)}
        onDelete={(row) => openFor('delete', row)}
        onToggleActive={(row, active) => void toggleActive(row, active)}
        renderAvailabilityLink={(row) => (
          <Link to={`/stylist-sessions/${row.id}/${encodeURIComponent(row.name)}`}>View Availabilities</Link>
        )}
        pendingIds={rowWrites.pendingIds}
      />
      {can.add && (
        <StylistFormModal
          open={open?.kind === 'form'}
          mode={open?.kind === 'form' && open.stylist ? 'update' : 'create'}
          initialValues={formValuesOf(open?.kind === 'form' ? open.stylist : null)}
          currentPhotoUrl={open?.kind === 'form' ? open.stylist?.photo : null}
          submitting={save.isMutating}
          serverError={formError}
          onSubmit={submitForm}
          onClose={close}
        />
      )}
      {can.settings && (
        <StylistSettingsModal
          open={open?.kind === 'settings'}
          stylistName={open?.kind === 'settings' ? open.stylist.name : ''}
          initialValues={settingsValues}
          serviceOptions={services.data ?? []}
          servicesLoading={services.isLoading}
          submitting={saveSettings.isMutating}
          serverError={formError ?? (settings.error ? errorMessage(settings.error) : null)}
          onSubmit={submitSettings}
          onClose={close}
        />
      )}
      <ResetPasswordModal
        open={open?.kind === 'reset'}
        confirming={reset.isMutating}
        onConfirm={confirmReset}
        onCancel={close}
      />
      <StylistDeleteModal
        open={open?.kind === 'delete'}
        confirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    </>
  );
}
