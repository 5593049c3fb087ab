// The booking module's public face: the public booking engine (website bookings, visits, deposits and
// cards taken at booking time, the hold sweep, the client's own visits); built with buildBooking.
export { buildBooking } from './module';
export { BookingService } from './booking-service';
export { bookingRoutes } from './routes/booking';
export { visitRoutes } from './routes/visits';
export { VisitService } from './visits-service';
export { VisitBookingService } from './visit-booking-service';
export { visitBookingRoutes } from './routes/visit-booking';
