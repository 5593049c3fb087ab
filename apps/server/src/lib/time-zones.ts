import { tzOffset } from '@date-fns/tz';

/*
 * Wall-clock time in a salon's IANA zone (a library: imports no module). Offsets come from @date-fns/tz's `tzOffset` (Intl underneath),
 * never from the process's own zone, so the answers are the same under any TZ. Dates are 'YYYY-MM-DD'
 * and times 'HH:mm' strings; instants are Dates.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

export const WEEK_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The zone's UTC offset in minutes at `instant` (e.g. -240 for New York in summer). */
export function offsetMinutes(zone: string, instant: number): number {
  const offset = tzOffset(zone, new Date(instant));
  return Number.isFinite(offset) ? offset : 0;
}

/** Zones found valid: at most the few hundred of the time-zone database (an unknown one is not kept). */
const validZones = new Set<string>();

export function isValidZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    validZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** The en-US formats the e-mails, pushes and calendar invitations write a zone's dates and times in. */
const ZONE_FORMATS = {
  /** 'Tuesday, March 17, 2026'. */
  longDate: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** '11:00 AM'. */
  clock: { hour: 'numeric', minute: '2-digit' },
  /** Parts with 'Eastern Daylight Time'. */
  longZoneName: { timeZoneName: 'long' },
  /** Parts with 'EDT'. */
  shortZoneName: { timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's format of `kind`, made once per zone and kind: making an Intl.DateTimeFormat costs far more
 * than using one (a booking's e-mails and invitation used to make a dozen). An unknown zone throws, as
 * `new Intl.DateTimeFormat` does, and is not kept.
 */
export function zoneFormat(zone: string, kind: keyof typeof ZONE_FORMATS): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...ZONE_FORMATS[kind], timeZone: zone });
    zoneFormats.set(key, format);
  }
  return format;
}

/** A salon's zone; a zone the runtime does not know falls back to UTC rather than failing every call. */
export function zoneOf(salon: { timeZone: string }): string {
  return isValidZone(salon.timeZone) ? salon.timeZone : 'UTC';
}

export function parseDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Minutes since midnight of 'HH:mm' ('24:00' is 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no zone involved). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (31 Jan + 1 month = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseDate(date);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)))
    .toISOString()
    .slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  const a = parseDate(from);
  const b = parseDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The instant of wall-clock `date` + `minutes` in `zone`, or null when that wall-clock time does not
 * exist (skipped by a daylight-saving change, e.g. 02:30 on spring-forward day in New York). A time that
 * happens twice (fall-back) gives its first occurrence.
 */
export function localToInstant(zone: string, date: string, minutes: number): Date | null {
  const { year, month, day } = parseDate(date);
  const asUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  // The offsets a day before and after cover both sides of any transition near this time.
  const candidates = new Set([offsetMinutes(zone, asUtc - DAY), offsetMinutes(zone, asUtc + DAY)]);
  const valid: number[] = [];
  for (const offset of candidates) {
    const instant = asUtc - offset * MINUTE;
    if (offsetMinutes(zone, instant) === offset) valid.push(instant);
  }
  if (valid.length === 0) return null;
  return new Date(Math.min(...valid));
}

/** The first instant of salon-local `date` (its midnight, or the first minute after a midnight gap). */
export function startOfLocalDay(zone: string, date: string): Date {
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const instant = localToInstant(zone, date, minutes);
    if (instant) return instant;
  }
  throw new Error(`No start of day for ${date} in ${zone}`);
}

export interface LocalParts {
  date: string;
  time: string;
  minutes: number;
  weekday: number;
}

/** Salon-local date and time of an instant. */
export function instantToLocal(zone: string, instant: Date): LocalParts {
  return localParts(instant.getTime(), offsetMinutes(zone, instant.getTime()));
}

function localParts(instant: number, offset: number): LocalParts {
  const shifted = new Date(instant + offset * MINUTE);
  const minutes = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  return {
    date: shifted.toISOString().slice(0, 10),
    time: formatTime(minutes),
    minutes,
    weekday: shifted.getUTCDay(),
  };
}

/** Salon-local date and time of instants of one zone (`localClock`). */
export type LocalClock = (instant: Date) => LocalParts;

/** The zone's offsets over one UTC day: `before` until the instant `change`, `after` from it. */
interface DayOffsets {
  change: number;
  before: number;
  after: number;
}

function offsetsOfDay(zone: string, start: number): DayOffsets {
  const before = offsetMinutes(zone, start);
  const after = offsetMinutes(zone, start + DAY);
  if (before === after) return { change: start + DAY, before, after };
  // Bisect to the millisecond at which the offset changes (27 lookups).
  let low = start;
  let high = start + DAY;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetMinutes(zone, middle) === before) low = middle;
    else high = middle;
  }
  return { change: high, before, after };
}

/**
 * The zone's offset at instants of one zone, looked up once per UTC day, and the moment it changes found
 * once on a daylight-saving day, instead of once per instant (an Intl lookup each). Assumes a zone
 * changes its offset at most once a day, as every zone of the time-zone database does.
 */
function offsetClock(zone: string): (time: number) => number {
  const days = new Map<number, DayOffsets>();
  return (time) => {
    const index = Math.floor(time / DAY);
    let day = days.get(index);
    if (!day) {
      day = offsetsOfDay(zone, index * DAY);
      days.set(index, day);
    }
    return time < day.change ? day.before : day.after;
  };
}

/** `instantToLocal` for many instants of one zone (a day's slots, a calendar's weeks). */
export function localClock(zone: string): LocalClock {
  const offsetAt = offsetClock(zone);
  return (instant) => {
    const time = instant.getTime();
    return localParts(time, offsetAt(time));
  };
}

/** Only the salon-local 'HH:mm' of many instants of one zone (the public day's slot labels). */
export function localTimeClock(zone: string): (instant: Date) => string {
  const offsetAt = offsetClock(zone);
  return (instant) => {
    const time = instant.getTime();
    const minutes = Math.floor((time + offsetAt(time) * MINUTE) / MINUTE);
    return formatTime(((minutes % 1440) + 1440) % 1440);
  };
}

export function todayIn(zone: string, now: Date): string {
  return instantToLocal(zone, now).date;
}

/** A day ('YYYY-MM-DD') or an instant (ISO with offset) as a salon-local date. */
export function localDateOf(zone: string, value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : instantToLocal(zone, new Date(value)).date;
}
