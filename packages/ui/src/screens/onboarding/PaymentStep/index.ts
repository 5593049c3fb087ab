export * from './PaymentStep';
