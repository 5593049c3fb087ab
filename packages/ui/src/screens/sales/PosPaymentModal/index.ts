export { PosPaymentModal } from './PosPaymentModal';
export type { PaymentAttempt, PosPaymentModalProps } from './PosPaymentModal';
