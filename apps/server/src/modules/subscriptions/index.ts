// The subscriptions module's public face: what other modules and the composition root may use.
export { billingEventOf } from './events';
export {
  buildSubscriptions,
  type SignupPayments,
  type SignupSubscriptions,
  type SubscriptionsDeps,
} from './module';
export type { NewSalonPayment } from './payment-repository';
export { subscriptionRoutes } from './routes';
export { SubscriptionService } from './service';
