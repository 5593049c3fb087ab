export { CalendarFeedSection } from './CalendarFeedSection';
export type { CalendarFeedSectionProps, CalendarFeedView } from './CalendarFeedSection';
