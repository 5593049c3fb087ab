export { DayTimeFields } from './DayTimeFields';
export type { DayTimeFieldsProps } from './DayTimeFields';
