export { BookingScreen } from './BookingScreen';
export type {
  BookingDayState,
  BookingSalonView,
  BookingScreenProps,
  BookingServiceGroupView,
  BookingServiceView,
} from './BookingScreen';
export {
  addDays,
  dayLabel,
  durationLabel,
  localDateIn,
  priceLabel,
  slotLabel,
  timeLabel,
  zoneLabel,
} from './booking-dates';
export { paymentNotice, paymentTag, type BookingServicePayment } from './service-payment';
