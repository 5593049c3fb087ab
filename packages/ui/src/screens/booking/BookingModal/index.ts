export { BookingModal } from './BookingModal';
export type {
  BookingConfirmationView,
  BookingModalProps,
  BookingSubmit,
  BookingSummaryView,
} from './BookingModal';
export { EMPTY_BOOKING_VALUES, validateBooking } from './validate-booking';
export type { BookingErrors, BookingGender, BookingValues } from './validate-booking';
