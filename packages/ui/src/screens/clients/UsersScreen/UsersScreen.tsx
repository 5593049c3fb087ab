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
import { Button } from '@salon/ui/primitives/Button';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
import type { TableColumn } from '@salon/ui/primitives/Table';

/** A client user as a row of the Users list. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  /** 10 digits; shown 212-555-0142. */
  phone: string | null;
  gender: string | null;
  stylistName: string | null;
  /** The app the client uses: ios, android or web. */
  platform: string | null;
  active: boolean;
  clientNote: string | null;
}

export type UsersState = ListState<UserRow>;

/** What the viewer may do; computed from the role by the container. */
export interface UsersCapabilities {
  add: boolean;
  /** The Stylist column (hidden for stylists, who see only their own clients). */
  viewStylist: boolean;
  edit: boolean;
  toggleActive: boolean;
  delete: boolean;
  logout: boolean;
  notes: boolean;
  message: boolean;
}

export interface UsersScreenProps extends ListPageProps<UserRow> {
  can: UsersCapabilities;
  onEdit: (row: UserRow) => void;
  onToggleActive: (row: UserRow, active: boolean) => void;
  onDelete: (row: UserRow) => void;
  onLogout: (row: UserRow) => void;
  onNotes: (row: UserRow) => void;
  onMessage: (row: UserRow) => void;
}

const PLATFORM_LABELS: Record<string, string> = { ios: 'iOS', android: 'Android', web: 'Web' };
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dash = <Muted>—</Muted>;

/** An e-mail address that may break after its '@' when its column is narrow (nothing else breaks it). */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** /users: the salon's client users, searched and paged on the server (spec 1 §2 "Users list"). */
export function UsersScreen({
  state,
  can,
  onAdd,
  onEdit,
  onToggleActive,
  onDelete,
  onLogout,
  onNotes,
  onMessage,
  pendingIds,
  ...paging
}: UsersScreenProps) {
  const hasActions = can.edit || can.delete || can.logout;
  const columns: TableColumn<UserRow>[] = [
    indexColumn(state),
    // Names may wrap between words and addresses after their '@': with every column shown the table
    // fits a 1440 px laptop's card beside the sidebar; nothing is hidden to make it fit.
    { key: 'name', header: 'Name', render: (row) => row.name },
    {
      key: 'stylist',
      header: 'Stylist',
      hidden: !can.viewStylist,
      render: (row) => row.stylistName ?? dash,
    },
    { key: 'email', header: 'Email', render: (row) => <Email address={row.email} /> },
    {
      key: 'phone',
      header: 'Phone',
      render: (row) => (row.phone ? <Nowrap>{formatPhone(row.phone)}</Nowrap> : dash),
    },
    { key: 'gender', header: 'Gender', render: (row) => (row.gender ? capitalize(row.gender) : dash) },
    {
      key: 'os',
      header: 'OS',
      render: (row) => (row.platform ? (PLATFORM_LABELS[row.platform] ?? row.platform) : dash),
    },
    activeColumn({ onChange: onToggleActive, pendingIds, locked: () => !can.toggleActive }),
    actionColumn(
      [
        { icon: 'edit', label: 'Edit User Details', onClick: onEdit, show: can.edit },
        { icon: 'trash', label: 'Delete User', onClick: onDelete, show: can.delete },
        { icon: 'logout', label: 'Logout User', onClick: onLogout, show: can.logout },
      ],
      { hidden: !hasActions },
    ),
    {
      key: 'notes',
      header: 'Notes',
      hidden: !can.notes,
      render: (row) => (
        <Button size="sm" variant="secondary" onClick={() => onNotes(row)}>
          {row.clientNote ? 'Edit Notes' : 'Add Notes'}
        </Button>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      hidden: !can.message,
      render: (row) => (
        <Button size="sm" variant="secondary" disabled={!row.active} onClick={() => onMessage(row)}>
          Send Message
        </Button>
      ),
    },
  ];

  return (
    <ListScreen
      {...paging}
      title="Users"
      searchPlaceholder="Search Users..."
      {...addButton(can.add, 'Add New User', onAdd)}
      state={state}
      columns={columns}
      caption="Users"
      emptySubtitle="We could not find any user data."
      dense
    />
  );
}
