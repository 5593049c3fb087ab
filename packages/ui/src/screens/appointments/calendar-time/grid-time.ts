import {
  addDays,
  addMinutes,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  isSameDay,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** The calendar grid runs from 06:00 to 24:00 in 30-minute rows (spec 2 §9). */
export const GRID_START_HOUR = 6;
export const GRID_END_HOUR = 24;
export const SLOT_MINUTES = 30;
export const ROWS_PER_DAY = ((GRID_END_HOUR - GRID_START_HOUR) * 60) / SLOT_MINUTES;
/** Weeks start on Sunday, as the weekly business hours do (Sun..Sat). */
export const WEEK_STARTS_ON = 0;

export type CalendarView = 'week' | 'month' | 'day' | 'business-hours';

/** Start instants of the grid's rows on `day`, 06:00, 06:30 … 23:30 local time. */
export function gridRows(day: Date): Date[] {
  const first = addMinutes(startOfDay(day), GRID_START_HOUR * 60);
  return Array.from({ length: ROWS_PER_DAY }, (_, i) => addMinutes(first, i * SLOT_MINUTES));
}

/** The row an instant falls in, or -1 outside 06:00–24:00. */
export function rowIndexOf(instant: Date): number {
  const minutes = instant.getHours() * 60 + instant.getMinutes() - GRID_START_HOUR * 60;
  if (minutes < 0) return -1;
  const row = Math.floor(minutes / SLOT_MINUTES);
  return row < ROWS_PER_DAY ? row : -1;
}

/** The seven days (Sunday first) of the week holding `anchor`. */
export function weekDays(anchor: Date): Date[] {
  const first = startOfWeek(anchor, { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The days the view shows as columns: seven for the week, one for the day. */
export function columnDays(view: 'week' | 'day', anchor: Date): Date[] {
  return view === 'week' ? weekDays(anchor) : [startOfDay(anchor)];
}

/** Whole weeks (Sunday first) covering the month of `anchor`: 4 to 6 rows of 7 days. */
export function monthMatrix(anchor: Date): Date[][] {
  const first = startOfWeek(startOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfWeek(endOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON });
  const weeks: Date[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/**
 * The instants a view needs data for, `from` inclusive and `to` exclusive. The end reaches 00:30 of the
 * next day, so the slot that starts at 00:00 (the end of the last row) is fetched too (spec 2 §9).
 */
export function visibleRange(view: CalendarView, anchor: Date): { from: Date; to: Date } {
  if (view === 'month') {
    const weeks = monthMatrix(anchor);
    const from = weeks[0]![0]!;
    return { from, to: addMinutes(addDays(weeks[weeks.length - 1]![6]!, 1), SLOT_MINUTES) };
  }
  const days = view === 'day' ? [startOfDay(anchor)] : weekDays(anchor);
  return { from: days[0]!, to: addMinutes(addDays(days[days.length - 1]!, 1), SLOT_MINUTES) };
}

/** The anchor one step back (-1) or forward (+1) in the view. */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === 'month') return addMonths(anchor, step);
  if (view === 'day') return addDays(anchor, step);
  return addWeeks(anchor, step);
}

/** Whether an instant starts the given row of the given day. */
export function startsAt(instant: Date, day: Date, row: number): boolean {
  return isSameDay(instant, day) && rowIndexOf(instant) === row;
}

/** `YYYY-MM-DD` of a local day. */
export function dayKey(day: Date): string {
  const y = day.getFullYear();
  const m = String(day.getMonth() + 1).padStart(2, '0');
  const d = String(day.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** `HH:mm` of a local instant. */
export function timeKey(instant: Date): string {
  return `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
}

/** The local instant of a `YYYY-MM-DD` day and an `HH:mm` time. */
export function combineDayTime(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y!, m! - 1, d!, h!, min!);
}
