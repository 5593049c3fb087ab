import {
  indexColumn,
  ListScreen,
  Muted,
  Nowrap,
  type ListState,
  actionColumn,
  activeColumn,
  type ListPageProps,
} from '@salon/ui/patterns/ListScreen';
import { addButton } from '@salon/ui/patterns/add-button';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
import type { TableColumn } from '@salon/ui/primitives/Table';

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  /** Shown as is, e.g. 'Manager'. */
  roleLabel: string;
  active: boolean;
  salonName: string | null;
  /** A superadmin row: edit, change password and delete are hidden (spec 1 §6). */
  locked: boolean;
  /** The viewer may not flip this row's Active switch (e.g. a superadmin row, for all but the admin). */
  activeLocked: boolean;
}

export type StaffState = ListState<StaffRow>;

export interface StaffCapabilities {
  add: boolean;
  edit: boolean;
  changePassword: boolean;
  delete: boolean;
  toggleActive: boolean;
  /** The Salon column (the admin's view across salons). */
  viewSalon: boolean;
}

export interface StaffScreenProps extends ListPageProps<StaffRow> {
  can: StaffCapabilities;
  onEdit: (row: StaffRow) => void;
  onChangePassword: (row: StaffRow) => void;
  onDelete: (row: StaffRow) => void;
  onToggleActive: (row: StaffRow, active: boolean) => void;
}

/** /salon-role-manger: the salon's users (managers), and every salon's for the admin (spec 1 §2 "Salon Staff"). */
export function StaffScreen({
  state,
  can,
  onAdd,
  onEdit,
  onChangePassword,
  onDelete,
  onToggleActive,
  pendingIds,
  ...paging
}: StaffScreenProps) {
  const columns: TableColumn<StaffRow>[] = [
    indexColumn(state),
    { key: 'name', header: 'Name', render: (row) => <Nowrap>{row.name}</Nowrap> },
    {
      key: 'salon',
      header: 'Salon',
      hidden: !can.viewSalon,
      render: (row) => row.salonName ?? <Muted>—</Muted>,
    },
    { key: 'email', header: 'Email', render: (row) => row.email },
    {
      key: 'phone',
      header: 'Phone',
      render: (row) => (row.phone ? <Nowrap>{formatPhone(row.phone)}</Nowrap> : <Muted>—</Muted>),
    },
    { key: 'address', header: 'Address', render: (row) => row.address ?? <Muted>—</Muted> },
    { key: 'role', header: 'Role', render: (row) => row.roleLabel },
    activeColumn({
      hidden: !can.toggleActive,
      onChange: onToggleActive,
      pendingIds,
      locked: (row) => row.activeLocked,
    }),
    actionColumn(
      [
        { icon: 'edit', label: (row) => `Edit ${row.name}`, onClick: onEdit, show: can.edit },
        {
          icon: 'eye',
          label: (row) => `Change Password of ${row.name}`,
          onClick: onChangePassword,
          show: can.changePassword,
        },
        { icon: 'trash', label: (row) => `Delete ${row.name}`, onClick: onDelete, show: can.delete },
      ],
      { skip: (row) => row.locked },
    ),
  ];

  return (
    <ListScreen
      {...paging}
      title="Salon Staff"
      searchPlaceholder="Search Salon"
      {...addButton(can.add, 'Add Salon User', onAdd)}
      state={state}
      columns={columns}
      caption="Salon staff"
      emptySubtitle="We could not find any salon user data."
    />
  );
}
