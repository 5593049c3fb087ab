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
import { addButton } from '@salon/ui/patterns/add-button';
import type { TableColumn } from '@salon/ui/primitives/Table';
import { AvailabilityLinkSlot } from './StylistsScreen.styles';
import type { ReactNode } from 'react';

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

export type StylistsState = ListState<StylistRow>;

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

export interface StylistsScreenProps extends ListPageProps<StylistRow> {
  can: StylistsCapabilities;
  onEdit: (row: StylistRow) => void;
  onSettings: (row: StylistRow) => void;
  onResetPassword: (row: StylistRow) => void;
  onDelete: (row: StylistRow) => void;
  onToggleActive: (row: StylistRow, active: boolean) => void;
  /** Renders the View Availabilities link (the container owns routing). */
  renderAvailabilityLink: (row: StylistRow) => ReactNode;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /stylist: the salon's stylists (every salon's, read-only, for the admin) — spec 1 §2 "Stylist list". */
export function StylistsScreen({
  state,
  can,
  onAdd,
  onEdit,
  onSettings,
  onResetPassword,
  onDelete,
  onToggleActive,
  renderAvailabilityLink,
  pendingIds,
  ...paging
}: StylistsScreenProps) {
  const hasActions = can.viewAvailability || can.edit || can.settings || can.resetPassword || can.delete;
  const columns: TableColumn<StylistRow>[] = [
    indexColumn(state),
    { key: 'name', header: 'Name', render: (row) => <NameWithPhoto name={row.name} photo={row.photo} /> },
    { key: 'salon', header: 'Salon', hidden: !can.viewSalon, render: (row) => row.salonName ?? '' },
    { key: 'email', header: 'Email', render: (row) => row.email },
    {
      key: 'gender',
      header: 'Gender',
      render: (row) => (row.gender ? capitalize(row.gender) : <Muted>—</Muted>),
    },
    activeColumn({ hidden: !can.toggleActive, onChange: onToggleActive, pendingIds }),
    actionColumn(
      [
        { icon: 'edit', label: (row) => `Edit ${row.name}`, onClick: onEdit, show: can.edit },
        {
          icon: 'settings',
          label: (row) => `Stylist Settings of ${row.name}`,
          onClick: onSettings,
          show: can.settings,
        },
        {
          icon: 'eye',
          label: (row) => `Reset Password of ${row.name}`,
          onClick: onResetPassword,
          show: can.resetPassword,
        },
        { icon: 'trash', label: (row) => `Delete ${row.name}`, onClick: onDelete, show: can.delete },
      ],
      {
        hidden: !hasActions,
        lead: (row) =>
          can.viewAvailability && <AvailabilityLinkSlot>{renderAvailabilityLink(row)}</AvailabilityLinkSlot>,
      },
    ),
  ];

  return (
    <ListScreen
      {...paging}
      title="Stylist"
      searchPlaceholder="Search Stylists..."
      {...addButton(can.add, 'Add New Stylist', onAdd)}
      state={state}
      columns={columns}
      caption="Stylists"
      emptySubtitle="We could not find any stylist data."
    />
  );
}
