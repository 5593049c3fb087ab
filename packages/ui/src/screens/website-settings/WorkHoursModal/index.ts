export { WorkHoursModal } from './WorkHoursModal';
export type { WorkHoursModalProps, WorkHoursStylist } from './WorkHoursModal';
export { DEFAULT_WORK_HOURS_VALUES, MIN_OPEN_MINUTES, validateWorkHours } from './validate-work-hours';
export type { WorkDayValues, WorkHoursErrors, WorkHoursValues } from './validate-work-hours';
