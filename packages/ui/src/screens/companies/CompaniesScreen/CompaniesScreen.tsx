import {
  actionColumn,
  indexColumn,
  ListScreen,
  Muted,
  Nowrap,
  type ListState,
} from '@salon/ui/patterns/ListScreen';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
import { Switch } from '@salon/ui/primitives/Switch';
import type { TableColumn } from '@salon/ui/primitives/Table';

/** A partner company as a row of the Company list. */
export interface CompanyRow {
  id: string;
  name: string;
  email: string;
  /** 10 digits; shown 212-555-0301. */
  phone: string | null;
  address: string | null;
  active: boolean;
}

export type CompaniesState = ListState<CompanyRow>;

export interface CompaniesCapabilities {
  add: boolean;
  edit: boolean;
  toggleActive: boolean;
  delete: boolean;
}

export interface CompaniesScreenProps {
  state: CompaniesState;
  can: CompaniesCapabilities;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (row: CompanyRow) => void;
  onToggleActive: (row: CompanyRow, active: boolean) => void;
  onDelete: (row: CompanyRow) => void;
  /** Rows whose Active switch is being saved. */
  pendingIds?: readonly string[];
}

const dash = <Muted>—</Muted>;

/** /company: the salon's partner companies (spec 1 §2 "Company"). */
export function CompaniesScreen({
  state,
  can,
  searchValue,
  onSearchChange,
  onPageChange,
  onAdd,
  onEdit,
  onToggleActive,
  onDelete,
  pendingIds = [],
}: CompaniesScreenProps) {
  const columns: TableColumn<CompanyRow>[] = [
    indexColumn(state),
    { key: 'name', header: 'Company Name', render: (row) => <Nowrap>{row.name}</Nowrap> },
    { key: 'email', header: 'Email', render: (row) => row.email },
    {
      key: 'phone',
      header: 'Phone',
      render: (row) => (row.phone ? <Nowrap>{formatPhone(row.phone)}</Nowrap> : dash),
    },
    { key: 'address', header: 'Address', render: (row) => row.address ?? dash },
    {
      key: 'active',
      header: 'Active Status',
      render: (row) => (
        <Switch
          checked={row.active}
          label={`${row.name} active`}
          hideLabel
          disabled={!can.toggleActive || pendingIds.includes(row.id)}
          onChange={(active) => onToggleActive(row, active)}
        />
      ),
    },
    actionColumn(
      [
        { icon: 'edit', label: 'Edit Company', onClick: onEdit, show: can.edit },
        { icon: 'trash', label: 'Delete Company', onClick: onDelete, show: can.delete },
      ],
      { hidden: !can.edit && !can.delete },
    ),
  ];

  return (
    <ListScreen
      title="Company"
      searchValue={searchValue}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search Company..."
      addLabel={can.add ? 'Add Company' : undefined}
      onAdd={can.add ? onAdd : undefined}
      state={state}
      columns={columns}
      caption="Companies"
      emptySubtitle="We could not find any company data."
      onPageChange={onPageChange}
    />
  );
}
