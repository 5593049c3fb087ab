import type { StaffItem } from '@salon/api/staff/schemas';
import { ChangePasswordModal } from '@salon/ui/screens/profile/ChangePasswordModal';
import { StaffDeleteModal } from '@salon/ui/screens/staff/StaffDeleteModal';
import {
  EMPTY_STAFF_FORM,
  StaffFormModal,
  type StaffFormValues,
} from '@salon/ui/screens/staff/StaffFormModal';
import { StaffScreen, type StaffRow, type StaffState } from '@salon/ui/screens/staff/StaffScreen';
import { listState, tablePage, useEnabledSalons, useUserInfo, useListPage } from '../core';
import { isStaffListKey } from './keys';
import { staffCapabilities } from './policies';
import { useDeleteStaff } from './use-delete-staff';
import { useSaveStaff } from './use-save-staff';
import { useSetStaffPassword } from './use-set-staff-password';
import { useStaff } from './use-staff';
import { useToggleStaff } from './use-toggle-staff';

export const STAFF_PAGE_SIZE = 20;

type OpenModal =
  { kind: 'form'; member: StaffItem | null } | { kind: 'password' | 'delete'; member: StaffItem };

const ROLE_LABELS: Record<StaffItem['role'], string> = { manager: 'Manager', superadmin: 'Superadmin' };

function formValuesOf(member: StaffItem | null): StaffFormValues {
  if (!member) return EMPTY_STAFF_FORM;
  return {
    ...EMPTY_STAFF_FORM,
    name: member.name,
    email: member.email,
    phone: member.phone ?? '',
    address: member.address ?? '',
    role: 'manager',
    salonId: member.salon?._id ?? null,
  };
}

/** The salon staff list with its add/edit form, password change and delete. */
export function StaffContainer() {
  const userInfo = useUserInfo();
  const can = staffCapabilities(userInfo?.role ?? 'manager');
  const listPage = useListPage<StaffItem, OpenModal>(isStaffListKey, useStaff, STAFF_PAGE_SIZE);
  const { search, setSearch, page, setPage, list } = listPage;
  const { open, show, close, run, formError, showItem, removeItem, rowWrites } = listPage;
  const salons = useEnabledSalons(can.pickSalon && open?.kind === 'form');
  const save = useSaveStaff();
  const toggle = useToggleStaff();
  const remove = useDeleteStaff();
  const setPassword = useSetStaffPassword();

  const toRow = (member: StaffItem): StaffRow => ({
    id: member._id,
    name: member.name,
    email: member.email,
    phone: member.phone,
    address: member.address,
    roleLabel: ROLE_LABELS[member.role],
    active: member.active,
    salonName: member.salon?.name ?? null,
    locked: member.role === 'superadmin',
    // The server refuses a superadmin's switch but from the admin, and anyone's own.
    activeLocked: (member.role === 'superadmin' && !can.toggleSuperadmins) || member._id === userInfo?._id,
  });
  const state: StaffState = listState(list, (data) => tablePage(data, toRow, page, STAFF_PAGE_SIZE));

  const openFor = (kind: OpenModal['kind'], row: StaffRow) =>
    showItem(row.id, (member) => ({ kind, member }));

  const submitForm = (values: StaffFormValues) => {
    if (open?.kind !== 'form') return;
    const { member } = open;
    void run(
      () =>
        save.trigger({
          ...(member ? { id: member._id } : { password: values.password }),
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone,
          address: values.address.trim(),
          role: 'manager',
          // Only the admin names the salon; editing never moves a user (the server keeps it).
          ...(can.pickSalon && !member && values.salonId ? { salonId: values.salonId } : {}),
        }),
      'form',
    );
  };

  const submitPassword = ({ password }: { password: string }) => {
    if (open?.kind !== 'password') return;
    const { _id: id, email } = open.member;
    void run(() => setPassword.trigger({ id, email, password }), 'form');
  };

  const toggleActive = (row: StaffRow, enable: boolean) =>
    rowWrites.run(row.id, () => toggle.trigger({ id: row.id, enable }));

  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    await removeItem(() => remove.trigger(open.member._id));
  };

  return (
    <>
      <StaffScreen
        state={state}
        can={can}
        searchValue={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAdd={() => show({ kind: 'form', member: null })}
        onEdit={(row) => openFor('form', row)}
        onChangePassword={(row) => openFor('password', row)}
        onDelete={(row) => openFor('delete', row)}
        onToggleActive={(row, active) => void toggleActive(row, active)}
        pendingIds={rowWrites.pendingIds}
      />
      {can.add && (
        <StaffFormModal
          open={open?.kind === 'form'}
          mode={open?.kind === 'form' && open.member ? 'update' : 'create'}
          initialValues={formValuesOf(open?.kind === 'form' ? open.member : null)}
          salonOptions={
            can.pickSalon
              ? (salons.data ?? []).map((salon) => ({ value: salon._id, label: salon.name }))
              : undefined
          }
          salonsLoading={salons.isLoading}
          submitting={save.isMutating}
          serverError={formError}
          onSubmit={submitForm}
          onClose={close}
        />
      )}
      <ChangePasswordModal
        open={open?.kind === 'password'}
        byAdmin
        submitting={setPassword.isMutating}
        serverError={formError}
        onSubmit={submitPassword}
        onClose={close}
      />
      <StaffDeleteModal
        open={open?.kind === 'delete'}
        confirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    </>
  );
}
