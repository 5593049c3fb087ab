export { StylistCalendarContainer } from './StylistCalendarContainer';
export type { StylistCalendarContainerProps } from './StylistCalendarContainer';
export { UpcomingAppointmentsPanelContainer } from './UpcomingAppointmentsPanelContainer';
export type { UpcomingAppointmentsPanelContainerProps } from './UpcomingAppointmentsPanelContainer';
export { CALENDAR_ROLES } from './policies';
export { WaitlistContainer } from './WaitlistContainer';
export type { WaitlistContainerProps } from './WaitlistContainer';
