import type { Sale } from '../../sales/schemas';
import type { SalesReport, SalesReportGroup, SalesReportRow } from '../../sales/report-schemas';
import { FIXED_NOW } from '../clock';

// The sales report as the server works it out of the desk's sales: paid (and refunded) sales counted on
// the day of their receipt, refunds on the day they were given, days in the salon's zone (UTC here: the
// fixtures' instants are the salon's local times).

export const REPORT_TODAY = FIXED_NOW.toISOString().slice(0, 10);

const DAY = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY;

/** 'YYYY-MM-DD' `days` before `day`. */
export const daysBeforeDay = (day: string, days: number) =>
  new Date((dayNumber(day) - days) * DAY).toISOString().slice(0, 10);

/** Days in `from`–`to`, both included. */
export const daysIn = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const METHOD_NAMES: Record<string, string> = {
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
  deposit: 'Deposit paid online',
};

interface Bucket {
  key: string;
  label: string;
  quantity: number;
  salesMinor: number;
  taxMinor: number;
  tipMinor: number;
  refundMinor: number;
}

export interface ReportRequest {
  from: string;
  to: string;
  by: SalesReportGroup;
  /** A stylist's own report: their lines and their share of the tips only. */
  stylist?: { _id: string; name: string } | null;
}

/** The report of `sales` over `from`–`to` grouped `by`, as `GET /sales/report` answers. */
export function salesReportOf(sales: readonly Sale[], request: ReportRequest): SalesReport {
  const { from, to, by } = request;
  const stylistId = request.stylist?._id ?? null;
  const inRange = (iso: string) => dayOf(iso) >= from && dayOf(iso) <= to;
  const buckets = new Map<string, Bucket>();
  const bucket = (key: string, label: string) => {
    let found = buckets.get(key);
    if (!found) {
      found = { key, label, quantity: 0, salesMinor: 0, taxMinor: 0, tipMinor: 0, refundMinor: 0 };
      buckets.set(key, found);
    }
    return found;
  };
  let count = 0;
  let refundedTax = 0;
  const mine = (sale: Sale) => sale.lines.filter((line) => !stylistId || line.stylist?._id === stylistId);
  const tipOf = (sale: Sale) =>
    stylistId
      ? (sale.tips.find((share) => share.stylist._id === stylistId)?.amountMinor ?? 0)
      : sale.tipMinor;

  for (const sale of sales) {
    if (sale.status !== 'paid' && sale.status !== 'refunded') continue;
    const lines = mine(sale);
    if (stylistId && lines.length === 0) continue;
    const issuedAt = sale.receipt?.issuedAt ?? sale.createdAt;
    if (inRange(issuedAt)) {
      count += 1;
      const tip = tipOf(sale);
      if (by === 'day' || by === 'stylist') {
        const groups =
          by === 'day'
            ? [{ key: dayOf(issuedAt), label: dayOf(issuedAt), lines }]
            : [...new Set(lines.map((line) => line.stylist?._id ?? ''))].map((id) => ({
                key: id || 'none',
                label: lines.find((line) => (line.stylist?._id ?? '') === id)?.stylist?.name ?? 'No stylist',
                lines: lines.filter((line) => (line.stylist?._id ?? '') === id),
              }));
        for (const group of groups) {
          const row = bucket(group.key, group.label);
          row.quantity += 1;
          row.salesMinor += group.lines.reduce((sum, line) => sum + line.totalMinor, 0);
          row.taxMinor += group.lines.reduce((sum, line) => sum + line.taxMinor, 0);
        }
        if (by === 'day') bucket(dayOf(issuedAt), dayOf(issuedAt)).tipMinor += tip;
        else
          for (const share of sale.tips) {
            if (stylistId && share.stylist._id !== stylistId) continue;
            bucket(share.stylist._id, share.stylist.name).tipMinor += share.amountMinor;
          }
      } else if (by === 'service' || by === 'product') {
        for (const line of lines.filter((candidate) => candidate.kind === by)) {
          const row = bucket(line.itemId ?? line.name, line.name);
          row.quantity += line.quantity;
          row.salesMinor += line.totalMinor;
          row.taxMinor += line.taxMinor;
        }
      } else {
        for (const payment of sale.payments) {
          const row = bucket(payment.method, METHOD_NAMES[payment.method] ?? payment.method);
          row.quantity += 1;
          row.salesMinor += payment.amountMinor;
        }
      }
    }
    for (const refund of sale.refunds) {
      if (!inRange(refund.createdAt)) continue;
      const lineIds = new Set(lines.map((line) => line._id));
      const parts = refund.lines.filter((part) => lineIds.has(part.lineId));
      const partsMinor = parts.reduce((sum, part) => sum + part.amountMinor, 0);
      const tipBack = stylistId ? Math.min(refund.tipMinor, tipOf(sale)) : refund.tipMinor;
      refundedTax += stylistId ? 0 : refund.taxMinor;
      if (by === 'day') {
        bucket(dayOf(refund.createdAt), dayOf(refund.createdAt)).refundMinor += stylistId
          ? partsMinor + tipBack
          : refund.amountMinor;
      } else if (by === 'stylist') {
        for (const part of parts) {
          const line = sale.lines.find((candidate) => candidate._id === part.lineId)!;
          const id = line.stylist?._id ?? 'none';
          bucket(id, line.stylist?.name ?? 'No stylist').refundMinor += part.amountMinor;
        }
        // The tip given back, from each stylist's share in proportion (the last share takes the rest).
        let tipLeftToShare = refund.tipMinor;
        sale.tips.forEach((share, index) => {
          const amount =
            index === sale.tips.length - 1
              ? tipLeftToShare
              : Math.floor((share.amountMinor * refund.tipMinor) / Math.max(sale.tipMinor, 1));
          tipLeftToShare -= amount;
          if (stylistId && share.stylist._id !== stylistId) return;
          bucket(share.stylist._id, share.stylist.name).refundMinor += amount;
        });
      } else if (by === 'service' || by === 'product') {
        for (const part of parts) {
          const line = sale.lines.find((candidate) => candidate._id === part.lineId)!;
          if (line.kind === by) bucket(line.itemId ?? line.name, line.name).refundMinor += part.amountMinor;
        }
      } else {
        for (const payment of refund.payments) {
          bucket(payment.method, METHOD_NAMES[payment.method]!).refundMinor += payment.amountMinor;
        }
      }
    }
  }

  const rows: SalesReportRow[] = [...buckets.values()]
    .map((row) => ({
      ...row,
      netMinor:
        by === 'method' ? row.salesMinor - row.refundMinor : row.salesMinor + row.tipMinor - row.refundMinor,
    }))
    .sort((a, b) => (by === 'day' ? (a.key < b.key ? 1 : -1) : b.salesMinor - a.salesMinor));

  const sold = sales.filter(
    (sale) =>
      (sale.status === 'paid' || sale.status === 'refunded') &&
      inRange(sale.receipt?.issuedAt ?? sale.createdAt) &&
      (!stylistId || mine(sale).length > 0),
  );
  const salesMinor = sold.reduce(
    (sum, sale) => sum + mine(sale).reduce((lineSum, line) => lineSum + line.totalMinor, 0),
    0,
  );
  const taxMinor =
    sold.reduce((sum, sale) => sum + mine(sale).reduce((lineSum, line) => lineSum + line.taxMinor, 0), 0) -
    refundedTax;
  const tipMinor = sold.reduce((sum, sale) => sum + tipOf(sale), 0);
  const refundMinor =
    by === 'day' || by === 'method'
      ? rows.reduce((sum, row) => sum + row.refundMinor, 0)
      : refundsIn(sales, inRange, stylistId, mine, tipOf);
  return {
    currency: sales[0]?.currency ?? 'USD',
    from,
    to,
    by,
    stylist: request.stylist ?? null,
    rows,
    totals: {
      sales: count,
      salesMinor,
      taxMinor,
      tipMinor,
      refundMinor,
      netMinor: salesMinor + tipMinor - refundMinor,
    },
  };
}

/** Everything given back in the range (for the groups whose rows leave the tip's refund out). */
function refundsIn(
  sales: readonly Sale[],
  inRange: (iso: string) => boolean,
  stylistId: string | null,
  mine: (sale: Sale) => Sale['lines'],
  tipOf: (sale: Sale) => number,
) {
  let total = 0;
  for (const sale of sales) {
    const lineIds = new Set(mine(sale).map((line) => line._id));
    for (const refund of sale.refunds) {
      if (!inRange(refund.createdAt)) continue;
      total += stylistId
        ? refund.lines.filter((part) => lineIds.has(part.lineId)).reduce((sum, p) => sum + p.amountMinor, 0) +
          Math.min(refund.tipMinor, tipOf(sale))
        : refund.amountMinor;
    }
  }
  return total;
}
