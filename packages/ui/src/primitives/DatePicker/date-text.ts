import { format, isValid, startOfDay } from 'date-fns';

export const DATE_TEXT_FORMAT = 'MM/dd/yyyy';

/** '03/07/2026' for 7 March 2026; '' for null. */
export function formatDateText(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, DATE_TEXT_FORMAT) : '';
}

export type ParsedDateText = { status: 'empty' } | { status: 'invalid' } | { status: 'ok'; date: Date };

type DatePart = 'day' | 'month' | 'year';

/** How `locale` writes a short date: its parts' order and separator ('de': day, month, year and '.'). */
export function localeDateShape(locale?: string): { order: DatePart[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(2006, 10, 22));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return { order, separator };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Day, month and year from `text` written in `shape`, or null when it is not written that way. */
function partsIn(text: string, { order, separator }: { order: DatePart[]; separator: string }) {
  const piece = (part: DatePart) => (part === 'year' ? '(\\d{4})' : '(\\d{1,2})');
  const match = new RegExp(`^${order.map(piece).join(`\\s*${escape(separator)}\\s*`)}\\.?$`).exec(text);
  if (!match) return null;
  const value = (part: DatePart) => Number(match[order.indexOf(part) + 1]);
  return { year: value('year'), month: value('month'), day: value('day') };
}

const SHOWN = { order: ['month', 'day', 'year'] as DatePart[], separator: '/' };
const ISO = { order: ['year', 'month', 'day'] as DatePart[], separator: '-' };

/**
 * Parses what a user typed: the picker's own MM/DD/YYYY (one-digit month and day accepted, four-digit
 * year required), ISO `YYYY-MM-DD`, or the browser locale's short date ('22.11.2006', '2006/11/22'), tried
 * in that order: text that fits both the picker's format and the locale's ('03/07/2026' in en-GB) is read
 * as the picker's, which is what the field shows. Dates before `minDate` or after `maxDate` (compared by
 * day) are invalid.
 */
export function parseDateText(
  text: string,
  bounds: { minDate?: Date; maxDate?: Date } = {},
  locale?: string,
): ParsedDateText {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  const parts = [SHOWN, ISO, localeDateShape(locale)].map((shape) => partsIn(trimmed, shape)).find(Boolean);
  if (!parts) return { status: 'invalid' };
  const date = new Date(parts.year, parts.month - 1, parts.day);
  // new Date rolls 30 February over into March: only a date that keeps its parts is real.
  if (
    date.getFullYear() !== parts.year ||
    date.getMonth() !== parts.month - 1 ||
    date.getDate() !== parts.day
  )
    return { status: 'invalid' };
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
