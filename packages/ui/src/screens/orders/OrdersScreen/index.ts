export { OrdersScreen } from './OrdersScreen';
export type { OrderRowView, OrdersScreenProps, OrdersState, OrderStatusValue } from './OrdersScreen';
