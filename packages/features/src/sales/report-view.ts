import { formatMoney } from '@salon/api/money/format';
import {
  MAX_REPORT_DAYS,
  SALES_REPORT_GROUPS,
  SALES_REPORT_MESSAGES,
  type SalesReport,
  type SalesReportGroup,
  type SalesReportQuery,
} from '@salon/api/sales/report-schemas';
import type { SalesReportView } from '@salon/ui/screens/sales/SalesReportScreen';

/** The report's place in the address: `/sales/report?from=2026-03-01&to=2026-03-16&by=stylist`. */
export const REPORT_PARAMS = { from: 'from', to: 'to', by: 'by' } as const;

const isDay = (value: string | null): value is string => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / 86_400_000;

/**
 * The report the address asks for: its days (left out, or not a date: the server's last 30 days) and
 * grouping (by day unless a known one), or why the range cannot be asked for (the server's messages).
 */
export function reportQueryOf(params: URLSearchParams): {
  query: SalesReportQuery;
  by: SalesReportGroup;
  error: string | null;
} {
  const from = params.get(REPORT_PARAMS.from);
  const to = params.get(REPORT_PARAMS.to);
  const byText = params.get(REPORT_PARAMS.by) ?? '';
  const by = (SALES_REPORT_GROUPS as readonly string[]).includes(byText)
    ? (byText as SalesReportGroup)
    : 'day';
  const query: SalesReportQuery = {
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    by,
  };
  let error: string | null = null;
  if (query.from && query.to) {
    if (query.from > query.to) error = SALES_REPORT_MESSAGES.range;
    else if (dayNumber(query.to) - dayNumber(query.from) + 1 > MAX_REPORT_DAYS) {
      error = SALES_REPORT_MESSAGES.tooLong;
    }
  }
  return { query, by, error };
}

/** The address with the report's days and grouping (day, the default, leaves no `by`). */
export function withReport(
  params: URLSearchParams,
  next: { from?: string; to?: string; by?: SalesReportGroup },
): URLSearchParams {
  const address = new URLSearchParams(params);
  if (next.from !== undefined) address.set(REPORT_PARAMS.from, next.from);
  if (next.to !== undefined) address.set(REPORT_PARAMS.to, next.to);
  if (next.by !== undefined) {
    if (next.by === 'day') address.delete(REPORT_PARAMS.by);
    else address.set(REPORT_PARAMS.by, next.by);
  }
  return address;
}

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
  deposit: 'Deposit paid online',
};

/** The report as the screen shows it: amounts in the report's currency, days and methods named. */
export function toReportView(report: SalesReport, locale: string): SalesReportView {
  const money = (minor: number) => formatMoney(minor, { currency: report.currency, locale });
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label = (row: SalesReport['rows'][number]) =>
    report.by === 'day' && isDay(row.key)
      ? dayLabel.format(new Date(`${row.key}T00:00:00.000Z`))
      : report.by === 'method'
        ? (METHOD_LABELS[row.key] ?? row.label)
        : row.label;
  return {
    stylistName: report.stylist?.name ?? null,
    rows: report.rows.map((row) => ({
      key: row.key,
      label: label(row),
      quantity: row.quantity,
      sales: money(row.salesMinor),
      tax: money(row.taxMinor),
      tip: money(row.tipMinor),
      refund: row.refundMinor > 0 ? `−${money(row.refundMinor)}` : money(0),
      net: money(row.netMinor),
    })),
    totals: {
      sales: report.totals.sales,
      salesAmount: money(report.totals.salesMinor),
      tax: money(report.totals.taxMinor),
      tip: money(report.totals.tipMinor),
      refund: report.totals.refundMinor > 0 ? `−${money(report.totals.refundMinor)}` : money(0),
      net: money(report.totals.netMinor),
    },
  };
}
