import type { OpeningDay } from '@salon/api/website-settings/schemas';
import { WEEK_DAY_LABELS } from '@salon/ui/forms';

/** A day of the posted opening hours as the site and the Appearance preview write it. */
export interface OpeningHoursLine {
  day: string;
  /** 'Closed', or the day's ranges: '09:00 – 13:00, 14:00 – 19:00'. */
  hours: string;
}

export function openingHoursLines(openingHours: readonly OpeningDay[]): OpeningHoursLine[] {
  return openingHours.map((entry) => ({
    day: WEEK_DAY_LABELS[entry.day],
    hours:
      entry.ranges.length === 0
        ? 'Closed'
        : entry.ranges.map((range) => `${range.startTime} – ${range.endTime}`).join(', '),
  }));
}
