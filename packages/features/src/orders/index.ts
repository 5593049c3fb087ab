export { OrdersContainer } from './OrdersContainer';
export { orderCapabilities, ORDER_ROLES } from './policies';
