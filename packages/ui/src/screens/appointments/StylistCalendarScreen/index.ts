export { StylistCalendarScreen } from './StylistCalendarScreen';
export type { CalendarDataState, StylistCalendarScreenProps } from './StylistCalendarScreen';
