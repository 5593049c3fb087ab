import type { SaleDayTotalRow } from '../../db/schema';
import type { SaleRecord } from './repository';

// The sales report's rollups (`sale_day_totals`): what a paid sale and a refund add to their day's rows.
// Built here from the records they concern, written by the transaction that pays or refunds.

export type DayTotal = Omit<SaleDayTotalRow, 'salonId'>;

const ZERO = { quantity: 0, salesMinor: 0, taxMinor: 0, tipMinor: 0, refundMinor: 0, refundTaxMinor: 0 };

/** The whole salon's `sale` rows and the report's `payment` rows of the deposit. */
const SALON = '';

function itemKeyOf(line: SaleRecord['lines'][number]): string {
  return line.itemId ?? `name:${line.name}`;
}

/** What a sale paid in full adds to its day: the sale, each stylist's part, each line and each payment. */
export function paidSaleTotals(record: SaleRecord, day: string, prepaidMinor: number): DayTotal[] {
  const rows = new Map<string, DayTotal>();
  const add = (row: Pick<DayTotal, 'kind' | 'stylistKey' | 'itemKey' | 'label'> & Partial<DayTotal>) => {
    const key = `${row.kind}|${row.stylistKey}|${row.itemKey}`;
    const known = rows.get(key) ?? { ...ZERO, day, lineKind: '', ...row, ...ZERO };
    rows.set(key, {
      ...known,
      lineKind: row.lineKind ?? known.lineKind,
      label: row.label,
      quantity: known.quantity + (row.quantity ?? 0),
      salesMinor: known.salesMinor + (row.salesMinor ?? 0),
      taxMinor: known.taxMinor + (row.taxMinor ?? 0),
      tipMinor: known.tipMinor + (row.tipMinor ?? 0),
    });
  };
  const linesMinor = record.lines.reduce((sum, line) => sum + line.totalMinor, 0);
  add({
    kind: 'sale',
    stylistKey: SALON,
    itemKey: SALON,
    label: 'Salon',
    quantity: 1,
    salesMinor: linesMinor,
    taxMinor: record.taxMinor,
    tipMinor: record.tipMinor,
  });
  const stylists = new Map<string, string>();
  for (const line of record.lines) {
    if (line.stylistId) stylists.set(line.stylistId, line.stylistName);
    add({
      kind: 'line',
      stylistKey: line.stylistId ?? SALON,
      itemKey: itemKeyOf(line),
      lineKind: line.kind,
      label: line.name,
      quantity: line.quantity,
      salesMinor: line.totalMinor,
      taxMinor: line.taxMinor,
    });
  }
  for (const tip of record.tips) stylists.set(tip.stylistId, tip.stylistName);
  for (const [stylistId, name] of stylists) {
    const own = record.lines.filter((line) => line.stylistId === stylistId);
    add({
      kind: 'sale',
      stylistKey: stylistId,
      itemKey: SALON,
      label: name,
      quantity: 1,
      salesMinor: own.reduce((sum, line) => sum + line.totalMinor, 0),
      taxMinor: own.reduce((sum, line) => sum + line.taxMinor, 0),
      tipMinor: record.tips.find((tip) => tip.stylistId === stylistId)?.amountMinor ?? 0,
    });
  }
  if (prepaidMinor > 0) {
    add({
      kind: 'payment',
      stylistKey: SALON,
      itemKey: 'deposit',
      label: 'Deposit',
      quantity: 1,
      salesMinor: prepaidMinor,
    });
  }
  for (const payment of record.payments) {
    if (payment.status !== 'paid') continue;
    add({
      kind: 'payment',
      stylistKey: SALON,
      itemKey: payment.method,
      label: METHOD_LABELS[payment.method] ?? payment.method,
      quantity: 1,
      salesMinor: payment.amountMinor,
    });
  }
  return [...rows.values()];
}

export const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
  deposit: 'Deposit',
};

export interface RefundTotalsInput {
  record: SaleRecord;
  day: string;
  /** The money given back (the salon's and the methods' rows); the lines' rows count their worth. */
  amountMinor: number;
  lines: Array<{ lineId: string; amountMinor: number; taxMinor: number }>;
  /** Each stylist's share of the tip given back. */
  tips: Array<{ stylistId: string; amountMinor: number }>;
  payments: Array<{ method: string; amountMinor: number }>;
}

/** What a refund takes off on its own day (never on the day of the sale: closed days keep their figures). */
export function refundTotals({
  record,
  day,
  amountMinor,
  lines,
  tips,
  payments,
}: RefundTotalsInput): DayTotal[] {
  const rows = new Map<string, DayTotal>();
  const add = (
    row: Pick<DayTotal, 'kind' | 'stylistKey' | 'itemKey' | 'label'> &
      Partial<Pick<DayTotal, 'lineKind' | 'refundMinor' | 'refundTaxMinor'>>,
  ) => {
    const key = `${row.kind}|${row.stylistKey}|${row.itemKey}`;
    const known = rows.get(key) ?? { ...ZERO, day, lineKind: '', ...row, ...ZERO };
    rows.set(key, {
      ...known,
      lineKind: row.lineKind ?? known.lineKind,
      refundMinor: known.refundMinor + (row.refundMinor ?? 0),
      refundTaxMinor: known.refundTaxMinor + (row.refundTaxMinor ?? 0),
    });
  };
  add({
    kind: 'sale',
    stylistKey: SALON,
    itemKey: SALON,
    label: 'Salon',
    refundMinor: amountMinor,
    refundTaxMinor: lines.reduce((sum, line) => sum + line.taxMinor, 0),
  });
  const byId = new Map(record.lines.map((line) => [line.id, line]));
  for (const refunded of lines) {
    const line = byId.get(refunded.lineId);
    if (!line) continue;
    add({
      kind: 'line',
      stylistKey: line.stylistId ?? SALON,
      itemKey: itemKeyOf(line),
      lineKind: line.kind,
      label: line.name,
      refundMinor: refunded.amountMinor,
      refundTaxMinor: refunded.taxMinor,
    });
    if (line.stylistId) {
      add({
        kind: 'sale',
        stylistKey: line.stylistId,
        itemKey: SALON,
        label: line.stylistName,
        refundMinor: refunded.amountMinor,
        refundTaxMinor: refunded.taxMinor,
      });
    }
  }
  for (const share of tips) {
    if (share.amountMinor <= 0) continue;
    const name = record.tips.find((tip) => tip.stylistId === share.stylistId)?.stylistName ?? '';
    add({
      kind: 'sale',
      stylistKey: share.stylistId,
      itemKey: SALON,
      label: name,
      refundMinor: share.amountMinor,
    });
  }
  for (const payment of payments) {
    add({
      kind: 'payment',
      stylistKey: SALON,
      itemKey: payment.method,
      label: METHOD_LABELS[payment.method] ?? payment.method,
      refundMinor: payment.amountMinor,
    });
  }
  return [...rows.values()];
}
