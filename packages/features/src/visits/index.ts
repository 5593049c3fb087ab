export { MyAppointmentsContainer, reschedulePath } from './MyAppointmentsContainer';
export { RescheduleContainer } from './RescheduleContainer';
export type { RescheduleContainerProps } from './RescheduleContainer';
export { ClaimAppointmentContainer } from './ClaimAppointmentContainer';
export { visitKeys } from './keys';
