export { BusinessHoursModal } from './BusinessHoursModal';
export type { BusinessHoursModalProps } from './BusinessHoursModal';
export { MIN_RANGE_MINUTES, validateBusinessHours, WEEK_DAY_NAMES } from './validate-business-hours';
export type {
  BusinessHoursErrors,
  BusinessHoursValues,
  HoursRangeValues,
  RecurringTypeValue,
  WeekDayName,
} from './validate-business-hours';
