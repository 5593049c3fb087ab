import { formatMoney, majorToMinor, PLATFORM_MONEY, type MoneyFormat } from '@salon/rules/money';
/*
 * Salon-local days ('YYYY-MM-DD') and times ('HH:mm') as the booking page shows and names them. Days are
 * calendar dates in the salon's zone, so they are computed in UTC and never shift with the viewer's zone.
 * Plain English tables, not a date library: this runs before the slots show and must stay small.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function utc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const day = utc(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** 'Tuesday, 24 November 2026' (a day button's or heading's name). */
export function dayLabel(date: string): string {
  const day = utc(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** 'Tuesday 24 November 2026' (inside a slot's name, after the time). */
export function dayPhrase(date: string): string {
  return dayLabel(date).replace(',', '');
}

/** 'Tue 24 Nov' (short, for a next-available button). */
export function shortDayLabel(date: string): string {
  const day = utc(date);
  return `${WEEKDAYS[day.getUTCDay()]!.slice(0, 3)} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]!.slice(0, 3)}`;
}

/** '10:30 AM' for '10:30', '12:00 PM' for '12:00', '12:30 AM' for '00:30'. */
export function timeLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A slot button's accessible name: '10:30 AM, Tuesday 24 November 2026, with Alex'. */
export function slotLabel(time: string, date: string, stylistName: string): string {
  return `${timeLabel(time)}, ${dayPhrase(date)}, with ${stylistName}`;
}

/** '45 min', '1 h', '1 h 30 min'. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** '$35.00' (charges travel in major units), in the salon's currency and locale (US dollars by default). */
export function priceLabel(amount: number, money: MoneyFormat = PLATFORM_MONEY): string {
  return formatMoney(majorToMinor(amount, money.currency), money);
}

/**
 * Which clock the page shows: 'New York time (EST)' for America/New_York on a winter day. The short
 * name comes from the browser's zone data for that very day (EST or EDT); a zone without a short name
 * shows its offset ('GMT+1').
 */
export function zoneLabel(timeZone: string, date: string): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  let short: string;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
      new Date(`${date}T12:00:00Z`),
    );
    short = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return timeZone;
  }
  return short ? `${city} time (${short})` : `${city} time`;
}

/** A visit's salon-local start in full: 'Tuesday, 17 March 2026, 11:00 AM New York time (EDT)'. */
export function whenLabel(date: string, time: string, timeZone: string): string {
  return `${dayLabel(date)}, ${timeLabel(time)} ${zoneLabel(timeZone, date)}`;
}
// One date format per zone: making an Intl.DateTimeFormat costs far more than using one, and the
// calendar asks for every day it draws (the booking page's hydration blocked the main thread).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The salon-local date of an instant: 'YYYY-MM-DD' in `timeZone`. */
export function localDateIn(timeZone: string, instant: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
