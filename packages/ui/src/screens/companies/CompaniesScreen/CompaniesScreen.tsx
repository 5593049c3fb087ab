import {
  actionColumn,
  indexColumn,
  ListScreen,
  Muted,
  Nowrap,
  activeColumn,
  type ListPageProps,
  type ListState,
} from '@salon/ui/patterns/ListScreen';
import { addButton } from '@salon/ui/patterns/add-button';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
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

export interface CompaniesScreenProps extends ListPageProps<CompanyRow> {
  can: CompaniesCapabilities;
  onEdit: (row: CompanyRow) => void;
  onToggleActive: (row: CompanyRow, active: boolean) => void;
  onDelete: (row: CompanyRow) => void;
}

const dash = <Muted>—</Muted>;

/** /company: the salon's partner companies (spec 1 §2 "Company"). */
export function CompaniesScreen({
  state,
  can,
  onAdd,
  onEdit,
  onToggleActive,
  onDelete,
  pendingIds,
  ...paging
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
    activeColumn({
      header: 'Active Status',
      onChange: onToggleActive,
      pendingIds,
      locked: () => !can.toggleActive,
    }),
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
      {...paging}
      title="Company"
      searchPlaceholder="Search Company..."
      {...addButton(can.add, 'Add Company', onAdd)}
      state={state}
      columns={columns}
      caption="Companies"
      emptySubtitle="We could not find any company data."
    />
  );
}
