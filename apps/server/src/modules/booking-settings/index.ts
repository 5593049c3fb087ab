// The booking-settings module's public face: the salon's client-change (cancellation and reschedule) policy.
export { bookingPolicyRoutes } from './routes/booking-policy';
export {
  ClientChangePolicies,
  assertClientMayChange,
  clientMayChange,
  depositRefundRule,
} from './client-change-policy';
export type { CancelledBy, ClientChangePolicy } from './client-change-policy';
