export { CancelAppointmentScreen } from './CancelAppointmentScreen';
export type {
  CancelAppointmentScreenProps,
  CancelAppointmentState,
  CancelBookingView,
} from './CancelAppointmentScreen';
