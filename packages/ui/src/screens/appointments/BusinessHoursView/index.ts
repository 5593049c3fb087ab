export { BusinessHoursView } from './BusinessHoursView';
export type { BusinessHoursDay, BusinessHoursState } from './BusinessHoursView';
