// The booking-settings module's public face: the salon's client-change (cancellation and reschedule) policy
// and its time zone.
export { bookingPolicyRoutes } from './routes/booking-policy';
export { timeZoneRoutes } from './routes/time-zone';
export { SalonTimeZones } from './time-zones';
export {
  ClientChangePolicies,
  assertClientMayChange,
  clientMayChange,
  depositRefundRule,
  onlineBookingStatus,
} from './client-change-policy';
export type { CancelledBy, ClientChangePolicy } from './client-change-policy';
