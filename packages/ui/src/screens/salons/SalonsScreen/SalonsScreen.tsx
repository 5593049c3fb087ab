import {
  indexColumn,
  ListScreen,
  Muted,
  NameWithPhoto,
  type ListState,
  actionColumn,
  activeColumn,
  type ListPageProps,
} from '@salon/ui/patterns/ListScreen';
import { Button } from '@salon/ui/primitives/Button';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
import type { TableColumn } from '@salon/ui/primitives/Table';
import { SubscriptionCell } from './SalonsScreen.styles';

export interface SalonRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  photo: string | null;
  active: boolean;
  /** Where its subscription stands; null: it has none (a salon the admin made). */
  subscription: SalonSubscription | null;
}

export type SalonSubscription = 'active' | 'canceling' | 'past_due' | 'ended' | 'pending';

/** The Cancel Subscription column's words: what the subscription is, an expired one included. */
export const SUBSCRIPTION_LABELS: Record<SalonSubscription | 'none', string> = {
  active: 'Active',
  canceling: 'Ends with the period',
  past_due: 'Past due',
  ended: 'Expired',
  pending: 'Awaiting payment',
  none: 'No subscription',
};

/** Only a running subscription can be cancelled. */
const cancellable = (subscription: SalonSubscription | null) =>
  subscription === 'active' || subscription === 'past_due';

export type SalonsState = ListState<SalonRow>;

export interface SalonsScreenProps extends ListPageProps<SalonRow> {
  onEdit: (row: SalonRow) => void;
  onAppSettings: (row: SalonRow) => void;
  onResetPassword: (row: SalonRow) => void;
  onDelete: (row: SalonRow) => void;
  onToggleActive: (row: SalonRow, active: boolean) => void;
  /** The Cancel Subscription status button. */
  onCancelSubscription: (row: SalonRow) => void;
}

/** /salon: the admin's salon list (spec 2 "Salon"). */
export function SalonsScreen({
  state,
  onAdd,
  onEdit,
  onAppSettings,
  onResetPassword,
  onDelete,
  onToggleActive,
  onCancelSubscription,
  pendingIds,
  ...paging
}: SalonsScreenProps) {
  const columns: TableColumn<SalonRow>[] = [
    indexColumn(state),
    { key: 'name', header: 'Name', render: (row) => <NameWithPhoto name={row.name} photo={row.photo} /> },
    { key: 'email', header: 'Email', render: (row) => row.email ?? <Muted>—</Muted> },
    {
      key: 'phone',
      header: 'Phone',
      render: (row) => (row.phone ? formatPhone(row.phone) : <Muted>—</Muted>),
    },
    activeColumn({ onChange: onToggleActive, pendingIds }),
    {
      key: 'subscription',
      header: 'Cancel Subscription',
      render: (row) => (
        <SubscriptionCell>
          <span>{SUBSCRIPTION_LABELS[row.subscription ?? 'none']}</span>
          {cancellable(row.subscription) ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Cancel Subscription of ${row.name}`}
              onClick={() => onCancelSubscription(row)}
            >
              Cancel
            </Button>
          ) : null}
        </SubscriptionCell>
      ),
    },
    actionColumn([
      { icon: 'edit', label: (row) => `Edit ${row.name}`, onClick: onEdit },
      { icon: 'smartphone', label: (row) => `App Setting of ${row.name}`, onClick: onAppSettings },
      { icon: 'eye', label: (row) => `Reset Password of ${row.name}`, onClick: onResetPassword },
      { icon: 'trash', label: (row) => `Delete ${row.name}`, onClick: onDelete },
    ]),
  ];

  return (
    <ListScreen
      {...paging}
      title="Salon"
      searchPlaceholder="Search salon..."
      addLabel="Add New Salon"
      onAdd={onAdd}
      state={state}
      columns={columns}
      caption="Salons"
      emptySubtitle="We could not find any salon data."
    />
  );
}
