import type { WeekDay } from '@salon/ui/forms';

export type RecurringTypeValue = 'week' | 'month' | 'year';

export interface HoursRangeValues {
  /** `HH:mm`, or null while not chosen. */
  startTime: string | null;
  /** `HH:mm` ('24:00' for midnight), or null. */
  endTime: string | null;
}

export interface BusinessHoursValues {
  /** Seven days, Sunday first; a day without ranges is closed. */
  days: { day: WeekDay; slots: HoursRangeValues[] }[];
  recurringType: RecurringTypeValue | null;
}

/** Errors keyed `recurringType`, or `<day index>.<range index>.start|end`. */
export type BusinessHoursErrors = Record<string, string>;

export const MIN_RANGE_MINUTES = 30;

export function rangeErrorKey(day: number, range: number, edge: 'start' | 'end'): string {
  return `${day}.${range}.${edge}`;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * Weekly Business Hours checks (spec 2 §5): the recurring type, then day by day and range by range a
 * start and an end, each start at or after the previous range's end, each end at least 30 minutes
 * after its start.
 */
export function validateBusinessHours(values: BusinessHoursValues): BusinessHoursErrors {
  const errors: BusinessHoursErrors = {};
  if (!values.recurringType) errors.recurringType = 'Please select recurring type';
  values.days.forEach(({ slots }, d) => {
    let previousEnd: number | null = null;
    slots.forEach(({ startTime, endTime }, r) => {
      if (!startTime) errors[rangeErrorKey(d, r, 'start')] = 'Please enter start time';
      else if (previousEnd !== null && minutesOf(startTime) < previousEnd) {
        errors[rangeErrorKey(d, r, 'start')] = 'Start time should be greater than previous End Time';
      }
      if (!endTime) errors[rangeErrorKey(d, r, 'end')] = 'Please enter end time';
      else if (startTime && minutesOf(endTime) - minutesOf(startTime) < MIN_RANGE_MINUTES) {
        errors[rangeErrorKey(d, r, 'end')] = 'End time should be at least 30 minutes after Start Time';
      }
      if (endTime) previousEnd = minutesOf(endTime);
    });
  });
  return errors;
}
