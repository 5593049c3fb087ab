export { MyAppointmentsScreen } from './MyAppointmentsScreen';
export type {
  MyAppointmentsScreenProps,
  MyAppointmentsState,
  VisitStatusView,
  VisitTabView,
  VisitView,
} from './MyAppointmentsScreen';
