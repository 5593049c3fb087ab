export { StylistCalendarContainer } from './StylistCalendarContainer';
export type { StylistCalendarContainerProps } from './StylistCalendarContainer';
export { UpcomingAppointmentsPanelContainer } from './UpcomingAppointmentsPanelContainer';
export type { UpcomingAppointmentsPanelContainerProps } from './UpcomingAppointmentsPanelContainer';
export { CALENDAR_ROLES } from './policies';
export { canOpenStylistPage } from './can-open-stylist-page';
export { WaitlistContainer } from './WaitlistContainer';
export type { WaitlistContainerProps } from './WaitlistContainer';
