export { UpcomingAppointmentsPanel } from './UpcomingAppointmentsPanel';
export type {
  PanelAppointment,
  UpcomingAppointmentsPanelProps,
  UpcomingAppointmentsState,
} from './UpcomingAppointmentsPanel';
