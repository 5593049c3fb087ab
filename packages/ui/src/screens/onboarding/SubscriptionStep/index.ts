export * from './SubscriptionStep';
