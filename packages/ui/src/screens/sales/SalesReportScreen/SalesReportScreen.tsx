import { FormField } from '@salon/ui/patterns/FormField';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useId, type ReactNode } from 'react';
import { Amount, Controls, Group, Groups, Range, Strip, Tile } from './SalesReportScreen.styles';

export type SalesReportGroupView = 'day' | 'stylist' | 'service' | 'product' | 'method';

/** One row of the report, its amounts formatted in the salon's currency and locale. */
export interface SalesReportRowView {
  key: string;
  label: string;
  quantity: number;
  sales: string;
  tax: string;
  tip: string;
  refund: string;
  net: string;
}

export interface SalesReportView {
  /** A stylist's own report: their name (null for the salon's). */
  stylistName: string | null;
  rows: readonly SalesReportRowView[];
  totals: { sales: number; salesAmount: string; tax: string; tip: string; refund: string; net: string };
}

export type SalesReportState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; report: SalesReportView };

export interface SalesReportScreenProps {
  state: SalesReportState;
  /** The days shown, both included ('YYYY-MM-DD'). */
  range: { from: string; to: string };
  group: SalesReportGroupView;
  /** Why the typed range is not asked for (from after to, too long). */
  rangeError?: string | null;
  onRangeChange: (range: { from: string; to: string }) => void;
  onGroupChange: (group: SalesReportGroupView) => void;
  /** The CSV export of the same days (owner and manager); none for a stylist. */
  exportAction?: ReactNode;
}

export const REPORT_GROUPS: readonly { value: SalesReportGroupView; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'stylist', label: 'Stylist' },
  { value: 'service', label: 'Service' },
  { value: 'product', label: 'Product' },
  { value: 'method', label: 'Payment method' },
];

const QUANTITY_HEADERS: Record<SalesReportGroupView, string> = {
  day: 'Receipts',
  stylist: 'Receipts',
  service: 'Units',
  product: 'Units',
  method: 'Payments',
};

/**
 * The desk's sales report (catalogue sales-report): the days (from, to) and one grouping at a time (day,
 * stylist, service, product or payment method), a strip of totals (sales, taxes, tips, refunds, net) and a
 * table of the groups; the owner and the manager export the same days as CSV, a stylist sees their own.
 */
export function SalesReportScreen({
  state,
  range,
  group,
  rangeError,
  onRangeChange,
  onGroupChange,
  exportAction,
}: SalesReportScreenProps) {
  const id = useId();
  const own = state.status === 'ready' ? state.report.stylistName : null;
  const columns: TableColumn<SalesReportRowView>[] = [
    {
      key: 'label',
      header: REPORT_GROUPS.find((option) => option.value === group)!.label,
      render: (row) => row.label,
    },
    { key: 'quantity', header: QUANTITY_HEADERS[group], align: 'right', render: (row) => row.quantity },
    {
      key: 'sales',
      header: group === 'method' ? 'Paid' : 'Sales',
      align: 'right',
      render: (row) => <Amount>{row.sales}</Amount>,
    },
    {
      key: 'tax',
      header: 'Tax',
      align: 'right',
      render: (row) => <Amount>{row.tax}</Amount>,
      hidden: group === 'method',
    },
    {
      key: 'tip',
      header: 'Tips',
      align: 'right',
      render: (row) => <Amount>{row.tip}</Amount>,
      hidden: group !== 'day' && group !== 'stylist',
    },
    { key: 'refund', header: 'Refunds', align: 'right', render: (row) => <Amount>{row.refund}</Amount> },
    { key: 'net', header: 'Net', align: 'right', render: (row) => <Amount>{row.net}</Amount> },
  ];
  return (
    <TitledPage title={own ? 'My Sales Report' : 'Sales Report'} width="full" actions={exportAction}>
      <Controls>
        <Range>
          <FormField label="From" htmlFor={`${id}-from`}>
            {(control) => (
              <TextInput
                {...control}
                type="date"
                value={range.from}
                invalid={Boolean(rangeError)}
                onChange={(event) =>
                  event.target.value && onRangeChange({ ...range, from: event.target.value })
                }
              />
            )}
          </FormField>
          <FormField label="To" htmlFor={`${id}-to`}>
            {(control) => (
              <TextInput
                {...control}
                type="date"
                value={range.to}
                invalid={Boolean(rangeError)}
                onChange={(event) =>
                  event.target.value && onRangeChange({ ...range, to: event.target.value })
                }
              />
            )}
          </FormField>
        </Range>
        <Groups>
          <legend>Group by</legend>
          {REPORT_GROUPS.map((option) => (
            <Group key={option.value}>
              <input
                type="radio"
                name={`${id}-group`}
                checked={group === option.value}
                onChange={() => onGroupChange(option.value)}
              />
              {option.label}
            </Group>
          ))}
        </Groups>
      </Controls>
      {rangeError && (
        <ErrorText role="alert" boxed>
          {rangeError}
        </ErrorText>
      )}
      {own && <p>Your own sales, {own}: your services and your share of the tips.</p>}
      {state.status === 'error' ? (
        <ErrorText role="alert" boxed>
          {state.message}
        </ErrorText>
      ) : (
        <>
          {state.status === 'loading' ? (
            <Card aria-label="Loading the totals">
              <Skeleton shape="text" lines={2} />
            </Card>
          ) : (
            <section aria-label="Totals">
              <Strip>
                {[
                  [`Sales (${state.report.totals.sales})`, state.report.totals.salesAmount],
                  ['Taxes', state.report.totals.tax],
                  ['Tips', state.report.totals.tip],
                  ['Refunds', state.report.totals.refund],
                  ['Net', state.report.totals.net],
                ].map(([label, value]) => (
                  <Tile key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Tile>
                ))}
              </Strip>
            </section>
          )}
          <Card aria-label="Report" padding="none">
            <Table
              columns={columns}
              rows={state.status === 'ready' ? state.report.rows : []}
              rowKey={(row) => row.key}
              caption="Sales report"
              loading={state.status === 'loading'}
              empty="No sales in these days."
              dense
            />
          </Card>
        </>
      )}
    </TitledPage>
  );
}
