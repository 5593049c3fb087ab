import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { formatMoney } from '@salon/rules/money';
import type { CashMovementView, DayProps } from './cash-day';
import { time } from './cash-format';

/** The day's cash put in and taken out. */
export function MovementsTable({ day, locale }: DayProps) {
  const money = (minor: number) => formatMoney(minor, { currency: day.currency, locale });
  const columns: TableColumn<CashMovementView>[] = [
    { key: 'time', header: 'Time', render: (row) => time(row.createdAt, locale) },
    { key: 'kind', header: 'In or out', render: (row) => (row.kind === 'in' ? 'Cash in' : 'Cash out') },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (row) => `${row.kind === 'out' ? '−' : ''}${money(row.amountMinor)}`,
    },
    { key: 'reason', header: 'Reason', render: (row) => row.reason },
    { key: 'by', header: 'By', render: (row) => row.byName },
  ];
  return (
    <Table
      columns={columns}
      rows={day.movements}
      rowKey={(row) => row._id}
      caption="Cash movements"
      empty="No cash put in or taken out today."
      dense
    />
  );
}
