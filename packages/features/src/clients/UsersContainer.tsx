import type { ReactNode } from 'react';
import { CLIENT_PAGE_SIZE, type ClientUser } from '@salon/api/clients/schemas';
import { UserDeleteModal } from '@salon/ui/screens/clients/UserDeleteModal';
import { EMPTY_USER_FORM, UserFormModal, type UserFormValues } from '@salon/ui/screens/clients/UserFormModal';
import { UserLogoutModal } from '@salon/ui/screens/clients/UserLogoutModal';
import { UserMessageModal } from '@salon/ui/screens/clients/UserMessageModal';
import { UserNotesModal } from '@salon/ui/screens/clients/UserNotesModal';
import { UsersScreen, type UserRow, type UsersState } from '@salon/ui/screens/clients/UsersScreen';
import { errorMessage, listState, tablePage, useListPage, useCapabilities } from '../core';
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
  | { kind: 'delete' | 'logout' | 'notes' | 'message'; user: ClientUser };

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
/** Extra header controls the app composes in (the Export menu). */
export function UsersContainer({ headerActions }: { headerActions?: ReactNode } = {}) {
  const can = useCapabilities(usersCapabilities);
  const listPage = useListPage<ClientUser, OpenModal>(isUsersListKey, useClientUsers, CLIENT_PAGE_SIZE);
  const { search, setSearch, page, setPage, list } = listPage;
  const { open, show, close, run, formError, showItem, removeItem, rowWrites } = listPage;
  const stylists = useStylistOptions(open?.kind === 'form');
  const save = useSaveClientUser();
  const toggle = useToggleClientUser();
  const remove = useDeleteClientUser();
  const logout = useLogoutClientUser();
  const note = useUpdateClientNote();
  const message = useSendClientMessage();

  const state: UsersState = listState(list, (data) => tablePage(data, toRow, page, CLIENT_PAGE_SIZE));

  const openFor = (kind: OpenModal['kind'], row: UserRow) => showItem(row.id, (user) => ({ kind, user }));

  const submitForm = (values: UserFormValues) => {
    if (open?.kind !== 'form' || !values.gender) return;
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
            stylist: values.stylist,
            clientNote: values.clientNote,
          })
        ).message,
      'form',
    );
  };

  const toggleActive = (row: UserRow, enable: boolean) =>
    rowWrites.run(row.id, () => toggle.trigger({ id: row.id, enable }));

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await removeItem(() => remove.trigger(open.user._id));
  };

  return (
    <>
      <UsersScreen
        actions={headerActions}
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', user: null })}
        onEdit={(row) => openFor('form', row)}
        onToggleActive={toggleActive}
        onDelete={(row) => openFor('delete', row)}
        onLogout={(row) => openFor('logout', row)}
        onNotes={(row) => openFor('notes', row)}
        onMessage={(row) => openFor('message', row)}
        pendingIds={rowWrites.pendingIds}
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
