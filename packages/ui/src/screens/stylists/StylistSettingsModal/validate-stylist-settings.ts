import { isBlank, type FormErrors } from '@salon/ui/forms';

export type RecurringType = 'week' | 'month' | 'year';
export type IntervalUnit = 'mins' | 'hours';

export interface StylistSettingsValues {
  /** Break start and end, `HH:mm`. */
  startTime: string;
  endTime: string;
  recurringType: RecurringType | null;
  /** Whole number as typed, in `intervalUnit`. */
  interval: string;
  intervalUnit: IntervalUnit;
  /** Service ids. */
  services: string[];
  isBreakTimeCompulsory: boolean;
}

export const EMPTY_STYLIST_SETTINGS: StylistSettingsValues = {
  startTime: '',
  endTime: '',
  recurringType: null,
  interval: '',
  intervalUnit: 'mins',
  services: [],
  isBreakTimeCompulsory: false,
};

export type StylistSettingsErrors = FormErrors<keyof StylistSettingsValues>;

/** The interval in minutes (what the server stores), or null when it is not a positive whole number. */
export function intervalMinutes(
  values: Pick<StylistSettingsValues, 'interval' | 'intervalUnit'>,
): number | null {
  if (!/^\d+$/.test(values.interval.trim())) return null;
  const minutes = Number(values.interval) * (values.intervalUnit === 'hours' ? 60 : 1);
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}

/** Minutes as the form shows them: whole hours in Hours, anything else in Mins. */
export function intervalFields(
  minutes: number | null,
): Pick<StylistSettingsValues, 'interval' | 'intervalUnit'> {
  if (minutes === null) return { interval: '', intervalUnit: 'mins' };
  return minutes % 60 === 0
    ? { interval: String(minutes / 60), intervalUnit: 'hours' }
    : { interval: String(minutes), intervalUnit: 'mins' };
}

/** Stylist settings checks of spec 1 §5, in order; an end before the start is refused too. */
export function validateStylistSettings(values: StylistSettingsValues): StylistSettingsErrors {
  const errors: StylistSettingsErrors = {};
  if (isBlank(values.startTime)) errors.startTime = 'Please enter start time';
  if (isBlank(values.endTime)) errors.endTime = 'Please enter end time';
  else if (!errors.startTime && values.endTime <= values.startTime) {
    errors.endTime = 'End time must be after start time';
  }
  if (!values.recurringType) errors.recurringType = 'Please select recurring type';
  if (intervalMinutes(values) === null) errors.interval = 'Please enter interval time';
  if (values.services.length === 0) errors.services = 'Please select services';
  return errors;
}
