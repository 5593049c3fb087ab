import { endpoint } from '../contract';
import { PagedQuery, paged } from '../shared/schemas';
import { Order, OrderIdQuery, OrderStatusBody } from './schemas';

// The salon's shop orders (spec 2 §7 "Products and orders"); salon and superadmin.

/** Paged, newest first; `filterValue` matches the order number or the customer's name. */
export const getSalonOrders = endpoint({
  method: 'GET',
  path: '/product/get-order-by-salon',
  auth: 'token',
  query: PagedQuery,
  data: paged(Order),
});

export const changeOrderStatus = endpoint({
  method: 'PATCH',
  path: '/product/change-order-status',
  auth: 'token',
  query: OrderIdQuery,
  body: OrderStatusBody,
  data: Order,
});

export const orderEndpoints = { getSalonOrders, changeOrderStatus };
