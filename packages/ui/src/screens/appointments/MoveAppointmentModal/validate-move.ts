import type { FormErrors } from '@salon/ui/forms';
import { combineDayTime, dayKey, isEditable } from '../calendar-time';

export interface MoveValues {
  date: Date | null;
  /** `HH:mm`. */
  time: string | null;
}

export type MoveErrors = FormErrors<keyof MoveValues>;

/**
 * The Move dialog (the keyboard path of dragging): a date and a time, more than 15 minutes from `now`
 * (the salon's wall clock), and different from where the appointment is.
 */
export function validateMove(
  values: MoveValues,
  now: Date,
  current: { date: string; time: string },
): MoveErrors {
  const errors: MoveErrors = {};
  if (!values.date) errors.date = 'Date required';
  if (!values.time) errors.time = 'Time Required';
  if (values.date && values.time) {
    const date = dayKey(values.date);
    if (!isEditable(combineDayTime(date, values.time), now)) {
      errors.time = 'Please choose a time more than 15 minutes from now';
    } else if (date === current.date && values.time === current.time) {
      errors.time = 'Please choose a different date or time';
    }
  }
  return errors;
}
