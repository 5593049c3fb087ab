export { buildCells, cellKey, daySummaries, rowTime } from './cells';
export type { CellContent } from './cells';
export type {
  CalendarAppointmentStatus,
  CalendarAppointmentView,
  CalendarCapabilities,
  CalendarSlotStatus,
  CalendarSlotView,
  WallClockTime,
} from './types';
