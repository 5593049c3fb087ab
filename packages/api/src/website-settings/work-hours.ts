import type { OpeningDay, WorkHour } from './schemas';

/**
 * The spec's `workHour` of the posted opening hours: per day the first start and the last end of its
 * ranges; a closed day is not available, with empty times.
 */
export function workHourOf(openingHours: readonly OpeningDay[]): WorkHour[] {
  return openingHours.map(({ day, ranges }) => ({
    day,
    isAvailable: ranges.length > 0,
    slot: { startTime: ranges[0]?.startTime ?? '', endTime: ranges.at(-1)?.endTime ?? '' },
  }));
}

/** `workHour` as business-hours days: an open day one range, a closed day none. */
export function daysOfWorkHour(workHour: readonly WorkHour[]): OpeningDay[] {
  return workHour.map(({ day, isAvailable, slot }) => ({
    day,
    ranges: isAvailable ? [{ startTime: slot.startTime, endTime: slot.endTime }] : [],
  }));
}
