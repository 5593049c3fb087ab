import { WEEK_DAYS, type WeekDay } from '@salon/ui/forms';

/** One day of the website's opening hours as the form holds it. */
export interface WorkDayValues {
  day: WeekDay;
  isAvailable: boolean;
  /** 'HH:mm', or null while not chosen. */
  startTime: string | null;
  endTime: string | null;
}

export interface WorkHoursValues {
  /** Seven days, Sunday first. */
  days: WorkDayValues[];
}

/** Errors keyed `<day index>.start` or `<day index>.end`. */
export type WorkHoursErrors = Record<string, string>;

/** The booking page's slot grid: work hours start and end on the hour or half hour. */
export const MIN_OPEN_MINUTES = 30;

export const workHourErrorKey = (day: number, edge: 'start' | 'end') => `${day}.${edge}`;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Default of spec 2 §3 (no posted hours yet): Sunday available, the other days not, every time empty. */
export const DEFAULT_WORK_HOURS_VALUES: WorkHoursValues = {
  days: WEEK_DAYS.map((day) => ({ day, isAvailable: day === 'Sun', startTime: null, endTime: null })),
};

/**
 * Each available day needs a start and an end time on the half-hour grid, the end after the start; closed
 * days are not checked.
 */
export function validateWorkHours({ days }: WorkHoursValues): WorkHoursErrors {
  const errors: WorkHoursErrors = {};
  days.forEach(({ isAvailable, startTime, endTime }, index) => {
    if (!isAvailable) return;
    if (!startTime) errors[workHourErrorKey(index, 'start')] = 'Please enter start time';
    else if (minutesOf(startTime) % MIN_OPEN_MINUTES) {
      errors[workHourErrorKey(index, 'start')] = 'Start time should be on the hour or half hour';
    }
    if (!endTime) errors[workHourErrorKey(index, 'end')] = 'Please enter end time';
    else if (minutesOf(endTime) % MIN_OPEN_MINUTES) {
      errors[workHourErrorKey(index, 'end')] = 'End time should be on the hour or half hour';
    } else if (startTime && minutesOf(endTime) <= minutesOf(startTime)) {
      errors[workHourErrorKey(index, 'end')] = 'End time should be greater than Start Time';
    }
  });
  return errors;
}
