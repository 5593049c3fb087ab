export { BusinessHoursModal } from './BusinessHoursModal';
export type { BusinessHoursModalProps } from './BusinessHoursModal';
export { MIN_RANGE_MINUTES, validateBusinessHours } from './validate-business-hours';
export type {
  BusinessHoursErrors,
  BusinessHoursValues,
  HoursRangeValues,
  RecurringTypeValue,
} from './validate-business-hours';
