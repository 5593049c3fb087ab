export { CancelAppointmentContainer } from './CancelAppointmentContainer';
export type { CancelAppointmentContainerProps } from './CancelAppointmentContainer';
export { bookingCancelKeys } from './keys';
