import { array, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { LocalDate } from '../availability/schemas';
import { CurrencyCode, minorUnits } from '../money/schemas';
import { wholeNumber } from '../shared/schemas';

// The sales report: the desk's money over days in the salon's zone, grouped one way at a time. Refunds
// count on the day they were given, so a closed day's figures never change.

export const SALES_REPORT_GROUPS = ['day', 'stylist', 'service', 'product', 'method'] as const;
export const SalesReportGroup = enums(SALES_REPORT_GROUPS);
export type SalesReportGroup = Infer<typeof SalesReportGroup>;

/** The longest range a report covers: the rollups keep it quick, the answer keeps it readable. */
export const MAX_REPORT_DAYS = 366;

/** `GET /sales/report`: days both included (left out: the last 30 days up to today). */
export const SalesReportQuery = object({
  from: optional(LocalDate),
  to: optional(LocalDate),
  by: optional(SalesReportGroup),
});
export type SalesReportQuery = Infer<typeof SalesReportQuery>;

/**
 * One group's figures. `salesMinor`: what the lines sold for, discounts off and tax included (for `method`:
 * what was paid that way, tips included); `quantity`: units of a service or product, sales of a day or a
 * stylist, payments of a method.
 */
export const SalesReportRow = object({
  key: string(),
  label: string(),
  quantity: wholeNumber(0),
  salesMinor: minorUnits(),
  taxMinor: minorUnits(),
  tipMinor: minorUnits(),
  refundMinor: minorUnits(),
  /** `salesMinor` + `tipMinor` − `refundMinor` (for `method`: `salesMinor` − `refundMinor`). */
  netMinor: number(),
});
export type SalesReportRow = Infer<typeof SalesReportRow>;

export const SalesReport = object({
  currency: CurrencyCode,
  from: LocalDate,
  to: LocalDate,
  by: SalesReportGroup,
  /** The stylist a stylist's own report is of (null for the owner's and the manager's). */
  stylist: nullable(object({ _id: string(), name: string() })),
  rows: array(SalesReportRow),
  totals: object({
    sales: wholeNumber(0),
    salesMinor: minorUnits(),
    /** Tax on what was sold less tax given back. */
    taxMinor: number(),
    tipMinor: minorUnits(),
    refundMinor: minorUnits(),
    netMinor: number(),
  }),
});
export type SalesReport = Infer<typeof SalesReport>;

export const SALES_REPORT_MESSAGES = {
  range: '"from" must not be after "to"',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days`,
} as const;
