export { BookingContainer, CHOOSE_SERVICE_FIRST } from './BookingContainer';
export type { BookingContainerProps } from './BookingContainer';
/** The tab's held booking (stories seed a reload with it). */
export { keepHold } from './held-booking-storage';
export { bookingCancelKeys, bookingFeeKeys, bookingKeys, visitKeys } from './keys';
export { CancelAppointmentContainer } from './CancelAppointmentContainer';
export type { CancelAppointmentContainerProps } from './CancelAppointmentContainer';
export { PayAppointmentFeeContainer } from './PayAppointmentFeeContainer';
export type { PayAppointmentFeeContainerProps } from './PayAppointmentFeeContainer';
export { MyAppointmentsContainer, reschedulePath } from './MyAppointmentsContainer';
export { RescheduleContainer } from './RescheduleContainer';
export type { RescheduleContainerProps } from './RescheduleContainer';
export { ClaimAppointmentContainer } from './ClaimAppointmentContainer';
