export { DayHoursModal } from './DayHoursModal';
export type { DayHoursModalProps } from './DayHoursModal';
