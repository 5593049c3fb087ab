import { format, isValid, parse, startOfDay } from 'date-fns';

export const DATE_TEXT_FORMAT = 'MM/dd/yyyy';

/** '03/07/2026' for 7 March 2026; '' for null. */
export function formatDateText(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, DATE_TEXT_FORMAT) : '';
}

export type ParsedDateText = { status: 'empty' } | { status: 'invalid' } | { status: 'ok'; date: Date };

/**
 * Parses what a user typed as MM/DD/YYYY (one-digit month and day accepted, four-digit year required).
 * Dates before `minDate` or after `maxDate` (compared by day) are invalid.
 */
export function parseDateText(text: string, bounds: { minDate?: Date; maxDate?: Date } = {}): ParsedDateText {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) return { status: 'invalid' };
  const date = parse(trimmed, 'M/d/yyyy', new Date(2000, 0, 1));
  if (!isValid(date)) return { status: 'invalid' };
  if (!isWithin(date, bounds)) return { status: 'invalid' };
  return { status: 'ok', date };
}

/** Whether `date` falls on or between the bounds' days. */
export function isWithin(date: Date, { minDate, maxDate }: { minDate?: Date; maxDate?: Date }): boolean {
  const day = startOfDay(date).getTime();
  if (minDate && day < startOfDay(minDate).getTime()) return false;
  if (maxDate && day > startOfDay(maxDate).getTime()) return false;
  return true;
}

/**
 * Accessible name of a calendar day button, starting with the visible day number so that speech
 * input ("click 21") works: '21 March 2026, Saturday, today, selected'.
 */
export function dayButtonLabel(date: Date, modifiers: { today?: boolean; selected?: boolean } = {}): string {
  let label = format(date, 'd MMMM yyyy, EEEE');
  if (modifiers.today) label += ', today';
  if (modifiers.selected) label += ', selected';
  return label;
}
