// The payments module's public face: what other modules and the composition root may use.
export { OfflinePaymentProvider } from './offline-provider';
export type { PaymentEvent, PaymentOutcome, PaymentProvider } from './provider';
export { connectStripePayments, paymentEventOf, StripePaymentProvider } from './stripe-provider';
export { AUTHENTICATION_FAILED, CARD_DECLINED, NOT_A_TEST_CARD, testCardOutcome } from './test-cards';
