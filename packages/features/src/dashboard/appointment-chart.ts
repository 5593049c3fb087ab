import type { ChartEntry, DateRangeBody } from '@salon/api/dashboard/schemas';
import type { ChartDatum } from '@salon/ui/screens/dashboard/DashboardScreen';

/**
 * The appointments bar chart's bars (defect 6). The server counts live appointments per
 * salon-local start minute ('YYYY-MM-DD HH:mm', already in the salon's time zone); one bar per minute
 * over a month was unreadable, so the bars group by a grain that suits the range: by hour over a day
 * or two, by day over up to three months, by month beyond.
 */
export type ChartGrain = 'hour' | 'day' | 'month';

/** Ranges of more days than this group by day. */
export const HOURLY_MAX_DAYS = 2;
/** Ranges of more days than this group by month. */
export const DAILY_MAX_DAYS = 92;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as a UTC midnight: calendar arithmetic without the browser's time zone. */
const utcDay = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export function daysIn(range: DateRangeBody): number {
  return Math.round((utcDay(range.to) - utcDay(range.from)) / DAY_MS) + 1;
}

export function grainOf(range: DateRangeBody): ChartGrain {
  const days = daysIn(range);
  if (days <= HOURLY_MAX_DAYS) return 'hour';
  return days <= DAILY_MAX_DAYS ? 'day' : 'month';
}

/** 'Mar 16' of 'YYYY-MM-DD'. */
const dayLabel = (day: string) => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;
/** 'Mar 2026' of 'YYYY-MM'. */
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Every bucket key of the range in order ('YYYY-MM-DD' or 'YYYY-MM'), so empty days show as zero. */
function bucketsOf(range: DateRangeBody, grain: 'day' | 'month'): string[] {
  const keys: string[] = [];
  if (grain === 'day') {
    for (let ms = utcDay(range.from); ms <= utcDay(range.to); ms += DAY_MS) keys.push(isoOf(ms));
    return keys;
  }
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7));
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    keys.push(key);
    if (key >= last) return keys;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

/**
 * The bars of `entries` over `range`: by day or month every bucket of the range (zeros included); by
 * hour the hours from the first to the last appointment, labelled 'HH:00' over one day and
 * 'Mar 16 HH:00' over two. Entries outside the range are left out.
 */
export function appointmentBars(entries: ChartEntry[], range: DateRangeBody): ChartDatum[] {
  const inRange = entries.filter((entry) => {
    const day = entry._id.slice(0, 10);
    return day >= range.from && day <= range.to;
  });
  const grain = grainOf(range);
  if (grain === 'hour') return hourlyBars(inRange, range);
  const width = grain === 'day' ? 10 : 7;
  const totals = new Map<string, number>();
  for (const entry of inRange) {
    const key = entry._id.slice(0, width);
    totals.set(key, (totals.get(key) ?? 0) + entry.count);
  }
  const label = grain === 'day' ? dayLabel : monthLabel;
  return bucketsOf(range, grain).map((key) => ({ label: label(key), value: totals.get(key) ?? 0 }));
}

function hourlyBars(entries: ChartEntry[], range: DateRangeBody): ChartDatum[] {
  if (entries.length === 0) return [];
  // Hours since the range's first midnight: a continuous axis across the two days.
  const hourOf = (id: string) =>
    Math.round((utcDay(id.slice(0, 10)) - utcDay(range.from)) / 3_600_000) + Number(id.slice(11, 13));
  const totals = new Map<number, number>();
  for (const entry of entries) {
    const hour = hourOf(entry._id);
    totals.set(hour, (totals.get(hour) ?? 0) + entry.count);
  }
  const hours = [...totals.keys()];
  const oneDay = range.from === range.to;
  const bars: ChartDatum[] = [];
  for (let hour = Math.min(...hours); hour <= Math.max(...hours); hour += 1) {
    const time = `${String(hour % 24).padStart(2, '0')}:00`;
    const day = isoOf(utcDay(range.from) + Math.floor(hour / 24) * DAY_MS);
    bars.push({ label: oneDay ? time : `${dayLabel(day)} ${time}`, value: totals.get(hour) ?? 0 });
  }
  return bars;
}
