import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Switch } from '@salon/ui/primitives/Switch';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import type { ReactNode } from 'react';
import { Avatar, ErrorText, Footer, Muted, NameCell, Page, RowActions } from './StylistsScreen.styles';

export interface StylistRow {
  id: string;
  name: string;
  email: string;
  gender: string | null;
  photo: string | null;
  active: boolean;
  /** The stylist's salon; shown to the admin, who sees every salon's stylists. */
  salonName: string | null;
}

export type StylistsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: StylistRow[]; page: number; pageCount: number; pageSize: number };

/** What the viewer may do (spec 1 §6), computed from the role by the container. */
export interface StylistsCapabilities {
  add: boolean;
  edit: boolean;
  settings: boolean;
  resetPassword: boolean;
  delete: boolean;
  /** The Active column. */
  toggleActive: boolean;
  viewAvailability: boolean;
  /** The Salon column (the admin's view across salons). */
  viewSalon: boolean;
}

export interface StylistsScreenProps {
  state: StylistsState;
  can: StylistsCapabilities;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (row: StylistRow) => void;
  onSettings: (row: StylistRow) => void;
  onResetPassword: (row: StylistRow) => void;
  onDelete: (row: StylistRow) => void;
  onToggleActive: (row: StylistRow, active: boolean) => void;
  /** Renders the View Availabilities link (the container owns routing). */
  renderAvailabilityLink: (row: StylistRow) => ReactNode;
  pendingIds?: readonly string[];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /stylist: the salon's stylists (every salon's, read-only, for the admin) — spec 1 §2 "Stylist list". */
export function StylistsScreen({
  state,
  can,
  searchValue,
  onSearchChange,
  onPageChange,
  onAdd,
  onEdit,
  onSettings,
  onResetPassword,
  onDelete,
  onToggleActive,
  renderAvailabilityLink,
  pendingIds = [],
}: StylistsScreenProps) {
  const offset = state.status === 'ready' ? (state.page - 1) * state.pageSize : 0;
  const hasActions = can.viewAvailability || can.edit || can.settings || can.resetPassword || can.delete;
  const columns: TableColumn<StylistRow>[] = [
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
    { key: 'salon', header: 'Salon', hidden: !can.viewSalon, render: (row) => row.salonName ?? '' },
    { key: 'email', header: 'Email', render: (row) => row.email },
    {
      key: 'gender',
      header: 'Gender',
      render: (row) => (row.gender ? capitalize(row.gender) : <Muted>—</Muted>),
    },
    {
      key: 'active',
      header: 'Active',
      hidden: !can.toggleActive,
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
      key: 'action',
      header: 'Action',
      hidden: !hasActions,
      render: (row) => (
        <RowActions>
          {can.viewAvailability && renderAvailabilityLink(row)}
          {can.edit && <IconButton icon="edit" label={`Edit ${row.name}`} onClick={() => onEdit(row)} />}
          {can.settings && (
            <IconButton
              icon="settings"
              label={`Stylist Settings of ${row.name}`}
              onClick={() => onSettings(row)}
            />
          )}
          {can.resetPassword && (
            <IconButton
              icon="eye"
              label={`Reset Password of ${row.name}`}
              onClick={() => onResetPassword(row)}
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
        title="Stylist"
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search Stylists..."
        addLabel={can.add ? 'Add New Stylist' : undefined}
        onAdd={can.add ? onAdd : undefined}
      />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <Table
          caption="Stylists"
          columns={columns}
          rows={state.status === 'ready' ? state.rows : []}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
          empty={<EmptyState title="No Data Found!" subtitle="We could not find any stylist data." />}
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
