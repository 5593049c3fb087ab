import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { Button } from '@salon/ui/primitives/Button';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Switch } from '@salon/ui/primitives/Switch';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { Avatar, ErrorText, Footer, Muted, NameCell, Page, RowActions } from './SalonsScreen.styles';

export interface SalonRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  photo: string | null;
  active: boolean;
  /** The subscription ends at the end of the period ('Active' in the Cancel Subscription column). */
  cancelAtPeriodEnd: boolean;
}

export type SalonsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: SalonRow[]; page: number; pageCount: number; pageSize: number };

export interface SalonsScreenProps {
  state: SalonsState;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (row: SalonRow) => void;
  onAppSettings: (row: SalonRow) => void;
  onResetPassword: (row: SalonRow) => void;
  onDelete: (row: SalonRow) => void;
  onToggleActive: (row: SalonRow, active: boolean) => void;
  /** The Cancel Subscription status button. */
  onCancelSubscription: (row: SalonRow) => void;
  /** Rows with a write under way (their switch is disabled). */
  pendingIds?: readonly string[];
}

const formatPhone = (phone: string) =>
  phone.length === 10 ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone;

/** /salon: the admin's salon list (spec 2 "Salon"). */
export function SalonsScreen({
  state,
  searchValue,
  onSearchChange,
  onPageChange,
  onAdd,
  onEdit,
  onAppSettings,
  onResetPassword,
  onDelete,
  onToggleActive,
  onCancelSubscription,
  pendingIds = [],
}: SalonsScreenProps) {
  const offset = state.status === 'ready' ? (state.page - 1) * state.pageSize : 0;
  const columns: TableColumn<SalonRow>[] = [
    { key: 'index', header: '#', width: '48px', render: (_, index) => offset + index + 1 },
    {
      key: 'name',
      header: 'Name',
      render: (row) => (
        <NameCell>
          {row.photo ? <Avatar src={row.photo} alt="" /> : <Avatar as="span" aria-hidden="true" />}
          {row.name}
        </NameCell>
      ),
    },
    { key: 'email', header: 'Email', render: (row) => row.email ?? <Muted>—</Muted> },
    {
      key: 'phone',
      header: 'Phone',
      render: (row) => (row.phone ? formatPhone(row.phone) : <Muted>—</Muted>),
    },
    {
      key: 'active',
      header: 'Active',
      render: (row) => (
        <Switch
          checked={row.active}
          label={`${row.name} active`}
          hideLabel
          disabled={pendingIds.includes(row.id)}
          onChange={(active) => onToggleActive(row, active)}
        />
      ),
    },
    {
      key: 'subscription',
      header: 'Cancel Subscription',
      render: (row) => (
        <Button
          size="sm"
          variant={row.cancelAtPeriodEnd ? 'secondary' : 'ghost'}
          aria-label={`Cancel Subscription of ${row.name}: ${row.cancelAtPeriodEnd ? 'Active' : 'Deactive'}`}
          onClick={() => onCancelSubscription(row)}
        >
          {row.cancelAtPeriodEnd ? 'Active' : 'Deactive'}
        </Button>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (row) => (
        <RowActions>
          <IconButton icon="edit" label={`Edit ${row.name}`} onClick={() => onEdit(row)} />
          <IconButton
            icon="smartphone"
            label={`App Setting of ${row.name}`}
            onClick={() => onAppSettings(row)}
          />
          <IconButton
            icon="eye"
            label={`Reset Password of ${row.name}`}
            onClick={() => onResetPassword(row)}
          />
          <IconButton icon="trash" label={`Delete ${row.name}`} onClick={() => onDelete(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title="Salon"
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search salon..."
        addLabel="Add New Salon"
        onAdd={onAdd}
      />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <Table
          caption="Salons"
          columns={columns}
          rows={state.status === 'ready' ? state.rows : []}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
          empty={<EmptyState title="No Data Found!" subtitle="We could not find any salon data." />}
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
