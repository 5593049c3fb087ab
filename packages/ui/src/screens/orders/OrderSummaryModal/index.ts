export { OrderSummaryModal } from './OrderSummaryModal';
export type { OrderSummaryModalProps, OrderSummaryView } from './OrderSummaryModal';
