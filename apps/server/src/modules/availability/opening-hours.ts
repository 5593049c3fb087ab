import { SLOT_MINUTES } from '@salon/api/availability/schemas';
import type { OpeningDay } from '@salon/api/website-settings/schemas';
import type { BusinessDayValue } from '../../db/schema';
import { formatTime, minutesOf, WEEK_DAY_NAMES } from '../../lib/time-zones';

/**
 * The opening hours a salon's site posts, from its stylists' weekly hours: per weekday the union of every
 * stylist's ranges, overlapping or touching ranges merged, 'Closed' (no range) where nobody works. Each
 * range is cut to the whole slots it makes (slotsOfDay), so the posted hours end where the last offered
 * time ends. Wall-clock times of the salon's zone, as business hours are; no conversion happens here.
 */
export function openingHoursOf(weeks: readonly BusinessDayValue[][]): OpeningDay[] {
  return WEEK_DAY_NAMES.map((day) => {
    const ranges: Array<[number, number]> = [];
    for (const week of weeks) {
      for (const range of week.find((entry) => entry.day === day)?.slots ?? []) {
        const start = minutesOf(range.startTime);
        const slots = Math.floor((minutesOf(range.endTime) - start) / SLOT_MINUTES);
        if (slots > 0) ranges.push([start, start + slots * SLOT_MINUTES]);
      }
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const [start, end] of ranges) {
      const last = merged.at(-1);
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    return {
      day,
      ranges: merged.map(([start, end]) => ({ startTime: formatTime(start), endTime: formatTime(end) })),
    };
  });
}
