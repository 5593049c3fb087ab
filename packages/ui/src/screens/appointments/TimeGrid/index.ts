export { TimeGrid } from './TimeGrid';
export type { TimeGridProps } from './TimeGrid';
export type { AppointmentActions } from './AppointmentChip';
export { cellActions } from './cell-actions';
export type { CellActions, SlotActions } from './cell-actions';
