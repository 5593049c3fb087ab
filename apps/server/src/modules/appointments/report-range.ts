import { BadRequestError } from '../../errors';
import { addDays, startOfLocalDay } from '../../lib/time-zones';

/** Longest report range, in days. */
export const MAX_REPORT_DAYS = 366;

/**
 * The instants of a side-panel report's range in the salon's zone: a day means the salon-local day, and
 * `to` as a day includes the whole day. A range that ends before it starts, or spans more than
 * MAX_REPORT_DAYS, is a 400.
 */
export function reportRange(zone: string, range: { from: string; to: string }): { from: Date; to: Date } {
  const instantOf = (value: string, end: boolean) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? startOfLocalDay(zone, end ? addDays(value, 1) : value)
      : new Date(value);
  const from = instantOf(range.from, false);
  const to = instantOf(range.to, true);
  if (to.getTime() < from.getTime()) throw new BadRequestError('to: must be on or after from');
  if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * 86_400_000) {
    throw new BadRequestError(`The range can span at most ${MAX_REPORT_DAYS} days`);
  }
  return { from, to };
}
