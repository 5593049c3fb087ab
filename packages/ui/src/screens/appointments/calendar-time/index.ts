export {
  columnDays,
  combineDayTime,
  dayKey,
  GRID_END_HOUR,
  GRID_START_HOUR,
  gridRows,
  monthMatrix,
  ROWS_PER_DAY,
  rowIndexOf,
  shiftAnchor,
  SLOT_MINUTES,
  startsAt,
  timeKey,
  visibleRange,
  WEEK_STARTS_ON,
  weekDays,
} from './grid-time';
export type { CalendarView } from './grid-time';
export { canMove, EDIT_CUTOFF_MINUTES, isEditable } from './editable';
export { timesOfDay } from './times-of-day';
