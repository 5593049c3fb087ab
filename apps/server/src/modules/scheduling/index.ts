// The scheduling module's public face: what other modules and the composition root may use.
export { AppointmentPaymentRepository } from './payments/appointment-payments-repository';
export { PaymentCustomerRepository } from './payments/payment-customers-repository';
export { DepositRefunds } from './payments/deposit-refunds';
export { depositRefundRule } from '../booking-settings';
export { FeeCharges } from './payments/fee-charges';
export { NoShowService } from './payments/no-shows';
export { noShowRoutes } from './routes/no-shows';
export { BookingService } from './booking-service';
export { ClientChangePolicies } from '../booking-settings';
export { bookingRoutes } from './routes/booking';
export { bookingPolicyRoutes } from '../booking-settings';
export { visitRoutes } from './routes/visits';
export { VisitService } from './visits-service';
export { VisitBookingService } from './visit-booking-service';
export { visitBookingRoutes } from './routes/visit-booking';
