// The subscriptions module's public face: what other modules and the composition root may use.
export { billingEventOf } from './events';
export { type NewSalonPayment, SalonPaymentRepository } from './payment-repository';
export { SubscriptionRepository } from './repository';
export { subscriptionRoutes } from './routes';
export { SubscriptionService } from './service';
