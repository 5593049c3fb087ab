// The scheduling module's public face: what other modules and the composition root may use.

export { BookingService } from './booking-service';

export { bookingRoutes } from './routes/booking';

export { visitRoutes } from './routes/visits';
export { VisitService } from './visits-service';
export { VisitBookingService } from './visit-booking-service';
export { visitBookingRoutes } from './routes/visit-booking';
