import type { PagedSearchProps } from '@salon/ui/patterns/CardsPage';
import type { ReactNode } from 'react';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { Button } from '@salon/ui/primitives/Button';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Select } from '@salon/ui/primitives/Select';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { formatPhone, stripPhone } from '@salon/ui/primitives/PhoneInput';
import { Page, PhoneLink, StatusBox } from './OrdersScreen.styles';

export type OrderStatusValue = 'Pending' | 'Completed';

/** An order as a table row shows it; amounts and dates already formatted. */
export interface OrderRowView {
  id: string;
  /** The order number, e.g. 1004. */
  orderNumber: number;
  customerName: string;
  /** Shown whole, as a link to call: the salon calls its customer about the order. */
  phone: string | null;
  totalAmount: string;
  date: string;
  status: OrderStatusValue;
}

export type OrdersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; orders: OrderRowView[]; page: number; pageCount: number; firstNumber: number };

export interface OrdersScreenProps extends PagedSearchProps<OrdersState> {
  onStatusChange: (id: string, status: OrderStatusValue) => void;
  onOpenDetails: (id: string) => void;
  /** The order whose status is being saved: its dropdown is disabled meanwhile. */
  savingId?: string | null;
  /** Extra header controls, e.g. the Export menu. */
  actions?: ReactNode;
}

const statusOptions: { value: OrderStatusValue; label: string }[] = [
  { value: 'Pending', label: 'Pending' },
  { value: 'Completed', label: 'Completed' },
];

/** /order-history: 'Orders', a table of the salon's shop orders, 16 per page. */
export function OrdersScreen({
  state,
  search,
  onSearchChange,
  onPageChange,
  onStatusChange,
  onOpenDetails,
  savingId = null,
  actions,
}: OrdersScreenProps) {
  const firstNumber = state.status === 'ready' ? state.firstNumber : 1;
  const columns: TableColumn<OrderRowView>[] = [
    { key: 'number', header: '#', width: '56px', render: (_, index) => firstNumber + index },
    { key: 'orderId', header: 'Order ID', render: (row) => `#${row.orderNumber}` },
    { key: 'customer', header: 'Customer', render: (row) => row.customerName },
    {
      key: 'phone',
      header: 'Phone',
      render: (row) =>
        row.phone ? (
          <PhoneLink href={`tel:${stripPhone(row.phone)}`}>{formatPhone(row.phone)}</PhoneLink>
        ) : (
          '—'
        ),
    },
    { key: 'total', header: 'Total Amount', align: 'right', render: (row) => row.totalAmount },
    { key: 'date', header: 'Date', render: (row) => row.date },
    {
      key: 'status',
      header: 'Status',
      width: '170px',
      render: (row) => (
        <StatusBox>
          <Select<OrderStatusValue>
            aria-label={`Status of order #${row.orderNumber}`}
            options={statusOptions}
            value={row.status}
            isSearchable={false}
            isDisabled={savingId === row.id}
            isLoading={savingId === row.id}
            onChange={(status) => {
              if (status && status !== row.status) onStatusChange(row.id, status);
            }}
          />
        </StatusBox>
      ),
    },
    {
      key: 'details',
      header: 'Details',
      align: 'right',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onOpenDetails(row.id)}
          aria-label={`Order Details of order #${row.orderNumber}`}
        >
          Order Details
        </Button>
      ),
    },
  ];
  return (
    <Page>
      <PageHeader
        title="Orders"
        searchValue={search}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search Orders..."
        actions={actions}
      />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : (
        <>
          <Table
            caption="Orders"
            columns={columns}
            rows={state.status === 'ready' ? state.orders : []}
            rowKey={(row) => row.id}
            loading={state.status === 'loading'}
            empty={<EmptyState subtitle="We could not find any order data." />}
          />
          {state.status === 'ready' && (
            <Pagination page={state.page} pageCount={state.pageCount} onPageChange={onPageChange} />
          )}
        </>
      )}
    </Page>
  );
}
