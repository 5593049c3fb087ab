import { ListScreen, type ListState } from '@salon/ui/patterns/ListScreen';
import { Button } from '@salon/ui/primitives/Button';
import type { SelectOption } from '@salon/ui/primitives/Select';
import type { TableColumn } from '@salon/ui/primitives/Table';
import type { SaleStatus } from '../sale-model';
import { Amount, Status } from './SalesListScreen.styles';

/** A sale as its row shows it; amounts and dates already formatted. */
export interface SaleRowView {
  id: string;
  /** The receipt number of a paid sale; null while open. */
  receiptNumber: number | null;
  clientName: string;
  items: string;
  total: string;
  tip: string;
  date: string;
  status: SaleStatus;
}

export type SalesListState = ListState<SaleRowView>;

export type SaleStatusFilter = SaleStatus | 'all';

export interface SalesListCapabilities {
  /** Start a walk-in's sale (New sale). */
  checkout: boolean;
}

export interface SalesListScreenProps {
  state: SalesListState;
  status: SaleStatusFilter;
  onStatusChange: (status: SaleStatusFilter) => void;
  onPageChange: (page: number) => void;
  onOpen: (id: string) => void;
  onNewSale: () => void;
  can: SalesListCapabilities;
  /** A stylist's list: their own sales only (the intro says so). */
  ownOnly?: boolean;
}

const STATUS_LABELS: Record<SaleStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  refunded: 'Refunded',
  voided: 'Voided',
};

const STATUS_OPTIONS: SelectOption<string>[] = [
  { value: 'all', label: 'All sales' },
  { value: 'paid', label: 'Paid' },
  { value: 'open', label: 'Open' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'voided', label: 'Voided' },
];

/** /sales: the desk's sales, newest first, 20 a page, filtered by status (catalogue sales-list). */
export function SalesListScreen({
  state,
  status,
  onStatusChange,
  onPageChange,
  onOpen,
  onNewSale,
  can,
  ownOnly = false,
}: SalesListScreenProps) {
  const columns: TableColumn<SaleRowView>[] = [
    {
      key: 'receipt',
      header: 'Receipt',
      render: (row) => (row.receiptNumber === null ? '—' : `#${row.receiptNumber}`),
    },
    { key: 'client', header: 'Client', render: (row) => row.clientName },
    { key: 'items', header: 'Items', render: (row) => row.items || '—' },
    { key: 'total', header: 'Total', align: 'right', render: (row) => <Amount>{row.total}</Amount> },
    { key: 'tip', header: 'Tip', align: 'right', render: (row) => <Amount>{row.tip}</Amount> },
    { key: 'date', header: 'Date', render: (row) => row.date },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <Status $status={row.status}>{STATUS_LABELS[row.status]}</Status>,
    },
    {
      key: 'open',
      header: 'Action',
      align: 'right',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${row.status === 'open' ? 'Check out' : 'View'} ${
            row.receiptNumber === null ? `the sale of ${row.clientName}` : `receipt #${row.receiptNumber}`
          }`}
          onClick={() => onOpen(row.id)}
        >
          {row.status === 'open' ? 'Check out' : 'View'}
        </Button>
      ),
    },
  ];
  return (
    <ListScreen
      title={ownOnly ? 'My Sales' : 'Sales'}
      listTypeOptions={STATUS_OPTIONS}
      listTypeValue={status}
      onListTypeChange={(value) => onStatusChange((value ?? 'all') as SaleStatusFilter)}
      listTypeLabel="Status"
      {...(can.checkout ? { addLabel: 'New Sale', onAdd: onNewSale } : {})}
      state={state}
      columns={columns}
      caption="Sales"
      emptySubtitle="We could not find any sale."
      onPageChange={onPageChange}
      footerOnlyWhenPaged
      dense
    />
  );
}
