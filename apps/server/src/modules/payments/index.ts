// The payments module's public face: what other modules and the composition root may use.
export { OfflinePaymentProvider } from './offline-provider';
export type {
  AppointmentChargeKind,
  CardSetupOutcome,
  ChargedSavedCard,
  CreateSalePaymentInput,
  PaymentDestination,
  PaymentEvent,
  PaymentOutcome,
  PaymentProvider,
  RefundOutcome,
} from './provider';
export { paymentEventOf } from './stripe-events';
export { connectStripePayments, StripePaymentProvider } from './stripe-provider';
export {
  AUTHENTICATION_FAILED,
  CARD_DECLINED,
  NOT_A_TEST_CARD,
  TEST_CARDS,
  testCardOutcome,
} from './test-cards';
