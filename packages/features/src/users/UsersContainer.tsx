import { CLIENT_PAGE_SIZE, type ClientUser } from '@salon/api/clients/schemas';
import { UserDeleteModal } from '@salon/ui/modals/users/UserDeleteModal';
import { EMPTY_USER_FORM, UserFormModal, type UserFormValues } from '@salon/ui/modals/users/UserFormModal';
import { UserLogoutModal } from '@salon/ui/modals/users/UserLogoutModal';
import { UserMessageModal } from '@salon/ui/modals/users/UserMessageModal';
import { UserNotesModal } from '@salon/ui/modals/users/UserNotesModal';
import { UsersScreen, type UserRow, type UsersState } from '@salon/ui/screens/users/UsersScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useDebouncedValue, useUserInfo, useWriteRunner } from '../core';
import { isUsersListKey } from './keys';
import { usersCapabilities } from './policies';
import { useClientUsers } from './use-client-users';
import { useDeleteClientUser } from './use-delete-client-user';
import { useLogoutClientUser } from './use-logout-client-user';
import { useSaveClientUser } from './use-save-client-user';
import { useSendClientMessage } from './use-send-client-message';
import { useStylistOptions } from './use-stylist-options';
import { useToggleClientUser } from './use-toggle-client-user';
import { useUpdateClientNote } from './use-update-client-note';

type OpenModal =
  | { kind: 'form'; user: ClientUser | null }
  | { kind: 'delete' | 'logout' | 'notes' | 'message'; user: ClientUser }
  | null;

function toRow(user: ClientUser): UserRow {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    stylistName: user.stylist?.name ?? null,
    platform: user.platform,
    active: user.active,
    clientNote: user.clientNote,
  };
}

function formValuesOf(user: ClientUser | null): UserFormValues {
  if (!user) return EMPTY_USER_FORM;
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
    stylist: user.stylist?._id ?? null,
    clientNote: user.clientNote ?? '',
  };
}

/** /users: the salon's client users with their add/edit form and row actions. */
export function UsersContainer() {
  const userInfo = useUserInfo();
  const can = usersCapabilities(userInfo?.role ?? 'stylist');
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filterValue = useDebouncedValue(search.trim());
  const list = useClientUsers({ pageNumber: page, pageSize: CLIENT_PAGE_SIZE, filterValue });
  const [open, setOpen] = useState<OpenModal>(null);
  const [pendingIds, setPendingIds] = useState<string[]>([]);
  const stylists = useStylistOptions(open?.kind === 'form');
  const save = useSaveClientUser();
  const toggle = useToggleClientUser();
  const remove = useDeleteClientUser();
  const logout = useLogoutClientUser();
  const note = useUpdateClientNote();
  const message = useSendClientMessage();

  const users = list.data?.result ?? [];
  const state: UsersState = list.data
    ? {
        status: 'ready',
        rows: users.map(toRow),
        page,
        pageCount: list.data.totalPageSize,
        pageSize: CLIENT_PAGE_SIZE,
      }
    : list.error
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'loading' };

  const userOf = (row: UserRow) => users.find((user) => user._id === row.id);
  const openFor = (kind: 'delete' | 'logout' | 'notes' | 'message', row: UserRow) => {
    const user = userOf(row);
    if (!user) return;
    setFormError(null);
    setOpen({ kind, user });
  };
  const reload = () => mutate(isUsersListKey);
  const close = () => setOpen(null);

  const { run, formError, setFormError } = useWriteRunner(close, reload);

  const submitForm = (values: UserFormValues) => {
    if (open?.kind !== 'form' || !values.gender || !values.stylist) return;
    const { user } = open;
    void run(
      async () =>
        (
          await save.trigger({
            ...(user ? { _id: user._id } : {}),
            name: values.name,
            email: values.email,
            phone: values.phone,
            gender: values.gender!,
            stylist: values.stylist!,
            clientNote: values.clientNote,
          })
        ).message,
      'form',
    );
  };

  const toggleActive = async (row: UserRow, enable: boolean) => {
    setPendingIds((ids) => [...ids, row.id]);
    try {
      toast.success(await toggle.trigger({ id: row.id, enable }));
      await reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPendingIds((ids) => ids.filter((id) => id !== row.id));
    }
  };

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const lastOnPage = users.length === 1 && page > 1;
    if (await run(() => remove.trigger(open.user._id), 'toast')) {
      if (lastOnPage) setPage(page - 1);
    }
  };

  return (
    <>
      <UsersScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onPageChange={setPage}
        onAdd={() => {
          setFormError(null);
          setOpen({ kind: 'form', user: null });
        }}
        onEdit={(row) => {
          const user = userOf(row);
          if (!user) return;
          setFormError(null);
          setOpen({ kind: 'form', user });
        }}
        onToggleActive={toggleActive}
        onDelete={(row) => openFor('delete', row)}
        onLogout={(row) => openFor('logout', row)}
        onNotes={(row) => openFor('notes', row)}
        onMessage={(row) => openFor('message', row)}
        pendingIds={pendingIds}
      />
      {can.add && (
        <UserFormModal
          open={open?.kind === 'form'}
          mode={open?.kind === 'form' && open.user ? 'update' : 'create'}
          initialValues={formValuesOf(open?.kind === 'form' ? open.user : null)}
          stylistOptions={(stylists.data ?? []).map((stylist) => ({
            value: stylist._id,
            label: stylist.name,
          }))}
          stylistsLoading={stylists.isLoading}
          submitting={save.isMutating}
          serverError={formError ?? (stylists.error ? errorMessage(stylists.error) : null)}
          onSubmit={submitForm}
          onClose={close}
        />
      )}
      <UserDeleteModal
        open={open?.kind === 'delete'}
        name={open?.user?.name}
        submitting={remove.isMutating}
        onConfirm={confirmDelete}
        onCancel={close}
      />
      <UserLogoutModal
        open={open?.kind === 'logout'}
        name={open?.user?.name}
        submitting={logout.isMutating}
        onConfirm={() => {
          if (open?.kind === 'logout') {
            const { _id: id, email } = open.user;
            void run(() => logout.trigger({ id, email }), 'toast');
          }
        }}
        onCancel={close}
      />
      <UserNotesModal
        open={open?.kind === 'notes'}
        name={open?.user?.name}
        initialNote={open?.kind === 'notes' ? open.user.clientNote : null}
        submitting={note.isMutating}
        serverError={formError}
        onSubmit={(clientNote) => {
          if (open?.kind === 'notes') {
            const { _id: id } = open.user;
            void run(() => note.trigger({ id, clientNote }), 'form');
          }
        }}
        onClose={close}
      />
      <UserMessageModal
        open={open?.kind === 'message'}
        name={open?.user?.name}
        submitting={message.isMutating}
        serverError={formError}
        onSubmit={(text) => {
          if (open?.kind === 'message') {
            const userId = open.user._id;
            void run(() => message.trigger({ userId, message: text }), 'form');
          }
        }}
        onClose={close}
      />
    </>
  );
}
