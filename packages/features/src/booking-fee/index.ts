export { PayAppointmentFeeContainer } from './PayAppointmentFeeContainer';
export type { PayAppointmentFeeContainerProps } from './PayAppointmentFeeContainer';
export { bookingFeeKeys } from './keys';
