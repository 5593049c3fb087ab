// The payouts module's public face: what other modules and the composition root may use.
export { connectEventOf, type ConnectEvent } from './events';
export { applicationFeeOf } from './fee';
export { OfflinePayoutProvider, offlineAccountId } from './offline-provider';
export type { ConnectedAccountState, PayoutProvider } from './provider';
export { buildPayouts, type PayoutsDeps } from './module';
export { payoutRoutes } from './routes';
export { type ChargeDestination, PayoutService, PayoutsNotReadyError } from './service';
export { StripePayoutProvider, type StripeConnectClient } from './stripe-provider';
