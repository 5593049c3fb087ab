export { CheckoutScreen } from './CheckoutScreen';
export type { CheckoutScreenProps, CheckoutStep, CheckoutSummaryView } from './CheckoutScreen';
export { validateShipping } from './validate-shipping';
export type { ShippingValues } from './validate-shipping';
