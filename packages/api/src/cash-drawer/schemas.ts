import { array, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { LocalDate } from '../availability/schemas';
import { CurrencyCode, MAX_PRICE_MINOR, minorUnits } from '../money/schemas';
import { SaleKey } from '../sales/schemas';
import { Id, IsoDateTime, optionalText, text } from '../shared/schemas';

// The desk's cash drawer: one day at a time is open, from its opening float to its cash-up. What the
// drawer should hold is the float, plus the cash the desk took and put in, less the cash it gave back
// and took out, since the last day closed: cash taken after a close counts in the next day's drawer.

export const CASH_DAY_STATUSES = ['not-opened', 'open', 'closed'] as const;
export const CashDayStatus = enums(CASH_DAY_STATUSES);
export type CashDayStatus = Infer<typeof CashDayStatus>;

export const CashMovementKind = enums(['in', 'out']);
export type CashMovementKind = Infer<typeof CashMovementKind>;

export const CashMovement = object({
  _id: Id,
  kind: CashMovementKind,
  amountMinor: minorUnits(),
  reason: string(),
  byName: string(),
  createdAt: IsoDateTime,
});
export type CashMovement = Infer<typeof CashMovement>;

/** A day of the drawer; while it is open the expected figures are as of now. */
export const CashDay = object({
  /** The day in the salon's zone. */
  date: LocalDate,
  status: CashDayStatus,
  currency: CurrencyCode,
  floatMinor: minorUnits(),
  /** Cash taken for sales (change given back already off) and cash given back for refunds. */
  cashSalesMinor: minorUnits(),
  cashRefundsMinor: minorUnits(),
  cashInMinor: minorUnits(),
  cashOutMinor: minorUnits(),
  expectedMinor: number(),
  /** Set at cash-up: what was counted, and counted − expected (negative: cash is missing). */
  countedMinor: nullable(minorUnits()),
  differenceMinor: nullable(number()),
  note: string(),
  movements: array(CashMovement),
  openedAt: nullable(IsoDateTime),
  openedByName: string(),
  closedAt: nullable(IsoDateTime),
  closedByName: string(),
});
export type CashDay = Infer<typeof CashDay>;

/** `GET /cash-drawer/day`: left out, today in the salon's zone (or the day still open, if older). */
export const CashDayQuery = object({ date: optional(LocalDate) });
export type CashDayQuery = Infer<typeof CashDayQuery>;

/** `POST /cash-drawer/open`: today's drawer, with the cash it starts with. */
export const OpenCashDayBody = object({ floatMinor: minorUnits(0, MAX_PRICE_MINOR) });
export type OpenCashDayBody = Infer<typeof OpenCashDayBody>;

/** `POST /cash-drawer/movement`: cash put in or taken out of the open drawer, with a reason. */
export const CashMovementBody = object({
  key: SaleKey,
  kind: CashMovementKind,
  amountMinor: minorUnits(1, MAX_PRICE_MINOR),
  reason: text(200),
});
export type CashMovementBody = Infer<typeof CashMovementBody>;

/** `POST /cash-drawer/close`: the cash-up. A difference is kept with the note; the day cannot change after. */
export const CloseCashDayBody = object({
  countedMinor: minorUnits(0, Number.MAX_SAFE_INTEGER),
  note: optional(optionalText(500)),
});
export type CloseCashDayBody = Infer<typeof CloseCashDayBody>;

export const CASH_DRAWER_MESSAGES = {
  alreadyOpen: "Today's drawer is already open",
  closedToday: "Today's drawer was cashed up: it opens again tomorrow",
  olderOpen: 'An earlier day is still open: cash it up first',
  notOpen: 'Open the drawer first',
  future: 'That day has not come yet',
  noteNeeded: 'Say why the count differs from what was expected',
} as const;
