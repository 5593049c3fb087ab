import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Switch } from '@salon/ui/primitives/Switch';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { ErrorText, Footer, Muted, Nowrap, Page, RowActions } from './StaffScreen.styles';

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

export type StaffState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: StaffRow[]; page: number; pageCount: number; pageSize: number };

export interface StaffCapabilities {
  add: boolean;
  edit: boolean;
  changePassword: boolean;
  delete: boolean;
  toggleActive: boolean;
  /** The Salon column (the admin's view across salons). */
  viewSalon: boolean;
}

export interface StaffScreenProps {
  state: StaffState;
  can: StaffCapabilities;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (row: StaffRow) => void;
  onChangePassword: (row: StaffRow) => void;
  onDelete: (row: StaffRow) => void;
  onToggleActive: (row: StaffRow, active: boolean) => void;
  pendingIds?: readonly string[];
}

const formatPhone = (phone: string) =>
  phone.length === 10 ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone;

/** /salon-role-manger: the salon's users (managers), and every salon's for the admin (spec 1 §2 "Salon Staff"). */
export function StaffScreen({
  state,
  can,
  searchValue,
  onSearchChange,
  onPageChange,
  onAdd,
  onEdit,
  onChangePassword,
  onDelete,
  onToggleActive,
  pendingIds = [],
}: StaffScreenProps) {
  const offset = state.status === 'ready' ? (state.page - 1) * state.pageSize : 0;
  const columns: TableColumn<StaffRow>[] = [
    { key: 'index', header: '#', width: '48px', render: (_, index) => offset + index + 1 },
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
    {
      key: 'active',
      header: 'Active',
      hidden: !can.toggleActive,
      render: (row) => (
        <Switch
          checked={row.active}
          label={`${row.name} active`}
          hideLabel
          disabled={row.activeLocked || pendingIds.includes(row.id)}
          onChange={(active) => onToggleActive(row, active)}
        />
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (row) =>
        row.locked ? null : (
          <RowActions>
            {can.edit && <IconButton icon="edit" label={`Edit ${row.name}`} onClick={() => onEdit(row)} />}
            {can.changePassword && (
              <IconButton
                icon="eye"
                label={`Change Password of ${row.name}`}
                onClick={() => onChangePassword(row)}
              />
            )}
            {can.delete && (
              <IconButton icon="trash" label={`Delete ${row.name}`} onClick={() => onDelete(row)} />
            )}
          </RowActions>
        ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title="Salon Staff"
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search Salon"
        addLabel={can.add ? 'Add Salon User' : undefined}
        onAdd={can.add ? onAdd : undefined}
      />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <Table
          caption="Salon staff"
          columns={columns}
          rows={state.status === 'ready' ? state.rows : []}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
          empty={<EmptyState title="No Data Found!" subtitle="We could not find any salon user data." />}
        />
      )}
      {state.status === 'ready' && (
        <Footer>
          <Pagination
            page={state.page}
            pageCount={state.pageCount}
            onPageChange={onPageChange}
            marginPages={1}
            rangePages={2}
          />
        </Footer>
      )}
    </Page>
  );
}
