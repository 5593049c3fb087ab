export * from './PaymentSummary';
