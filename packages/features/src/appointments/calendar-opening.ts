import { combineDayTime, dayKey } from '@salon/ui/screens/appointments/calendar-time';

/** Where the calendar page opens: on the day of a `?date=` link, and in the day view on a phone. */

/** Below a tablet's width (the admin frame's phone layout). */
export function onPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(max-width: 767.98px)').matches
    : false;
}

/** The local midnight of a `?date=` that names a real day, else null. */
export function linkedDayOf(date: string | null): Date | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = combineDayTime(date, '00:00');
  return dayKey(day) === date ? day : null;
}
