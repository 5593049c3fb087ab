export { PaymentScreen } from './PaymentScreen';
export type { PaymentScreenProps, PaymentState } from './PaymentScreen';
