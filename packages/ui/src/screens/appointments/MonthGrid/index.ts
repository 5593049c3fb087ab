export { MonthGrid } from './MonthGrid';
export type { DaySummary, MonthGridProps } from './MonthGrid';
