export { OrderSummaryScreen } from './OrderSummaryScreen';
export type { OrderSummaryScreenProps, OrderSummaryState, OrderSummaryView } from './OrderSummaryScreen';
