export { PayAppointmentFeeScreen } from './PayAppointmentFeeScreen';
export type {
  FeePhase,
  FeeVisitView,
  PayAppointmentFeeScreenProps,
  PayAppointmentFeeState,
} from './PayAppointmentFeeScreen';
