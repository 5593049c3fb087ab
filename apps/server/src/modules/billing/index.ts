// The billing module's public face: what other modules and the composition root may use.
export { addInterval, OfflineBillingProvider } from './offline-provider';
export type { BillingProvider } from './provider';
export { type BillingReads, buildBilling } from './module';
export { billingRoutes } from './routes';
export { BillingService, promoDiscount } from './service';
export { connectStripe, statusOf, StripeBillingProvider, subscriptionOf } from './stripe-provider';
