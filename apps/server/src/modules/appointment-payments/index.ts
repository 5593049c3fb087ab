// The appointment-payments module's public face: deposits, cards on file, fees, no-shows and refunds of
// appointments; the container builds it with buildAppointmentPayments.
export { buildAppointmentPayments, type PaymentCustomers, type PaymentRows } from './module';
export { noShowRoutes } from './routes/no-shows';
export { DepositRefunds, refundBackoffMs, REFUND_MAX_ATTEMPTS } from './deposit-refunds';
export { cardLabel, FeeCharges } from './fee-charges';
export { feeMailRow } from './fee-mail';
export { NoShowService } from './no-shows';
export { depositSession } from './deposit-sessions';
