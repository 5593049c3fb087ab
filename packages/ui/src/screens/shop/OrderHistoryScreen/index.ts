export { OrderHistoryScreen } from './OrderHistoryScreen';
export type { OrderHistoryItem, OrderHistoryScreenProps, OrderHistoryState } from './OrderHistoryScreen';
