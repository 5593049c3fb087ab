export { RefundSaleModal } from './RefundSaleModal';
export type { RefundAttempt, RefundSaleModalProps } from './RefundSaleModal';
export { REFUND_MESSAGES, refundableLines, tipLeftOf } from './refund-form';
