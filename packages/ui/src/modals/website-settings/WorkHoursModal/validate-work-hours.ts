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

export const MIN_OPEN_MINUTES = 30;

export const workHourErrorKey = (day: number, edge: 'start' | 'end') => `${day}.${edge}`;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Default opening hours of spec 2 §3: Sunday available, the other days not, every time empty. */
export const DEFAULT_WORK_HOURS_VALUES: WorkHoursValues = {
  days: WEEK_DAYS.map((day) => ({ day, isAvailable: day === 'Sun', startTime: null, endTime: null })),
};

/**
 * Each available day needs a start and an end time, the end at least 30 minutes after the start; closed days
 * are not checked.
 */
export function validateWorkHours({ days }: WorkHoursValues): WorkHoursErrors {
  const errors: WorkHoursErrors = {};
  days.forEach(({ isAvailable, startTime, endTime }, index) => {
    if (!isAvailable) return;
    if (!startTime) errors[workHourErrorKey(index, 'start')] = 'Please enter start time';
    if (!endTime) errors[workHourErrorKey(index, 'end')] = 'Please enter end time';
    else if (startTime) {
      const length = minutesOf(endTime) - minutesOf(startTime);
      if (length <= 0) errors[workHourErrorKey(index, 'end')] = 'End time should be greater than Start Time';
      else if (length < MIN_OPEN_MINUTES) {
        errors[workHourErrorKey(index, 'end')] = 'End time should be at least 30 minutes after Start Time';
      }
    }
  });
  return errors;
}
