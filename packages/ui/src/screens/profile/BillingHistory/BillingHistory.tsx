import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { InvoiceLink, StatusText } from './BillingHistory.styles';

/** One payment as My Profile shows it: texts already formatted by the container. */
export interface BillingPaymentRow {
  id: string;
  /** The day it was paid, e.g. "28 Nov 2026". */
  date: string;
  /** E.g. "Pro, monthly". */
  plan: string;
  /** E.g. "28 Nov 2026 – 28 Dec 2026". */
  period: string;
  /** What was charged, e.g. "$19.00". */
  amount: string;
  /** E.g. "$10.00 off", or null without a discount. */
  discount: string | null;
  status: 'paid' | 'pending' | 'failed';
  /** Stripe's hosted invoice; null offline. */
  invoiceUrl: string | null;
}

export type BillingHistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; payments: BillingPaymentRow[] };

export interface BillingHistoryProps {
  state: BillingHistoryState;
}

const STATUS_TEXT: Record<BillingPaymentRow['status'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
};

const COLUMNS: readonly TableColumn<BillingPaymentRow>[] = [
  { key: 'date', header: 'Date', render: (row) => row.date },
  { key: 'plan', header: 'Plan', render: (row) => row.plan },
  { key: 'period', header: 'Period', render: (row) => row.period },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (row) => (row.discount ? `${row.amount} (${row.discount})` : row.amount),
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusText $status={row.status}>{STATUS_TEXT[row.status]}</StatusText>,
  },
  {
    key: 'invoice',
    header: 'Invoice',
    render: (row) =>
      row.invoiceUrl ? (
        <InvoiceLink href={row.invoiceUrl} target="_blank" rel="noopener noreferrer">
          View invoice<VisuallyHidden> of {row.date}</VisuallyHidden>
        </InvoiceLink>
      ) : (
        '—'
      ),
  },
];

/** My Profile's billing history (salon owner): each payment with its amount, date and status. */
export function BillingHistory({ state }: BillingHistoryProps) {
  return (
    <Card padding="lg" title="Billing history">
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : state.status === 'ready' && state.payments.length === 0 ? (
        <EmptyState title="No payments yet" subtitle="Your subscription's payments will be listed here." />
      ) : (
        <Table
          caption="Payments"
          columns={COLUMNS}
          rows={state.status === 'ready' ? state.payments : []}
          rowKey={(row) => row.id}
          loading={state.status === 'loading'}
          loadingRows={2}
        />
      )}
    </Card>
  );
}
