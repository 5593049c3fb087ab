import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Icon } from '@salon/ui/primitives/Icon';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
import { Select } from '@salon/ui/primitives/Select';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import type { ComponentType, ReactNode } from 'react';
import { BackLink, ErrorText, Muted, RowActions, StatusBox } from './WaitlistScreen.styles';

export interface WaitlistRow {
  id: string;
  clientName: string;
  email: string;
  /** 10 digits. */
  phone: string;
  /** e.g. 'Mon, Mar 16 · 14:00'. */
  slot: string;
  service: string | null;
  status: string;
  /** Starts within 15 minutes or is past: status, edit and delete are off. */
  locked: boolean;
}

export type WaitlistState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rows: WaitlistRow[] };

export interface WaitlistLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
}

export interface WaitlistScreenProps {
  stylistName: string;
  /** Where 'Back to Availabilities' goes. */
  backHref: string;
  /** Renders the back link (a router link); a plain `<a>` by default. */
  linkComponent?: ComponentType<WaitlistLinkProps>;
  state: WaitlistState;
  /** Options of the status dropdown (from the status list call). */
  statusOptions: { value: string; label: string }[];
  can: { manage: boolean };
  /** Rows whose status change is on its way. */
  pendingIds?: string[];
  onStatusChange: (row: WaitlistRow, status: string) => void;
  onEdit: (row: WaitlistRow) => void;
  onDelete: (row: WaitlistRow) => void;
}

function PlainLink({ href, className, children }: WaitlistLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** '{stylistName}'s Waitlist': appointments waiting for confirmation, with their status and actions. */
export function WaitlistScreen({
  stylistName,
  backHref,
  linkComponent = PlainLink,
  state,
  statusOptions,
  can,
  pendingIds = [],
  onStatusChange,
  onEdit,
  onDelete,
}: WaitlistScreenProps) {
  const rows = state.status === 'ready' ? state.rows : [];
  // Edit, delete and the Action column exist only for appointments more than 15 minutes ahead.
  const showActions = can.manage && rows.some((row) => !row.locked);
  const columns: TableColumn<WaitlistRow>[] = [
    { key: 'index', header: '#', width: '48px', render: (_row, index) => index + 1 },
    { key: 'client', header: 'Client', render: (row) => row.clientName },
    { key: 'email', header: 'Email', render: (row) => row.email },
    { key: 'phone', header: 'Phone', render: (row) => formatPhone(row.phone) },
    { key: 'slot', header: 'Slot', render: (row) => row.slot },
    { key: 'service', header: 'Service', render: (row) => row.service ?? <Muted>—</Muted> },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <StatusBox>
          <Select<string>
            aria-label={`Status of ${row.clientName}, ${row.slot}`}
            options={statusOptions}
            value={row.status}
            isSearchable={false}
            isDisabled={!can.manage || row.locked || pendingIds.includes(row.id)}
            isLoading={pendingIds.includes(row.id)}
            onChange={(status) => status && status !== row.status && onStatusChange(row, status)}
          />
        </StatusBox>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      hidden: !showActions,
      render: (row) =>
        row.locked ? (
          <Muted>Locked</Muted>
        ) : (
          <RowActions>
            <IconButton
              icon="edit"
              label={`Edit appointment of ${row.clientName}`}
              onClick={() => onEdit(row)}
            />
            <IconButton
              icon="trash"
              variant="danger"
              label={`Delete appointment of ${row.clientName}`}
              onClick={() => onDelete(row)}
            />
          </RowActions>
        ),
    },
  ];
  return (
    <TitledPage
      width="full"
      title={`${stylistName}'s Waitlist`}
      actions={
        <BackLink as={linkComponent} href={backHref}>
          <Icon name="chevron-left" size={16} />
          Back to Availabilities
        </BackLink>
      }
    >
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <Table
          caption={`${stylistName}'s Waitlist`}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
          empty={<EmptyState icon="calendar" subtitle="We could not find any waiting appointments." />}
        />
      )}
    </TitledPage>
  );
}
