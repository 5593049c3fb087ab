export { BookingContainer, CHOOSE_SERVICE_FIRST } from './BookingContainer';
export type { BookingContainerProps } from './BookingContainer';
export { bookingKeys } from './keys';
