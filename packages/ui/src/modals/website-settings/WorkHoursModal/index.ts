export { WorkHoursModal } from './WorkHoursModal';
export type { WorkHoursModalProps } from './WorkHoursModal';
export {
  DEFAULT_WORK_HOURS_VALUES,
  MIN_OPEN_MINUTES,
  validateWorkHours,
  WORK_DAY_LABELS,
  WORK_DAYS,
} from './validate-work-hours';
export type { WorkDay, WorkDayValues, WorkHoursErrors, WorkHoursValues } from './validate-work-hours';
