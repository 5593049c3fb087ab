// The booking-settings module's public face: the salon's client-change (cancellation and reschedule) policy.
export { bookingPolicyRoutes } from './routes/booking-policy';
export { ClientChangePolicies, assertClientMayChange, clientMayChange } from './client-change-policy';
export type { ClientChangePolicy } from './client-change-policy';
