export { TimeGrid } from './TimeGrid';
export type { TimeGridProps } from './TimeGrid';
export type { AppointmentActions } from './AppointmentChip';
export type { SlotActions } from './GridCell';
