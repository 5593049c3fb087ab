import { endpoint } from '../contract';
import { PagedQuery, paged } from '../shared/schemas';
import {
  CartCheck,
  CartCheckBody,
  ConfirmPaymentBody,
  CustomerOrderQuery,
  CustomerOrdersQuery,
  Order,
  OrderIdQuery,
  OrderStatusBody,
  PaymentBody,
  PaymentResult,
  PlacedOrder,
  PlaceOrderBody,
} from './schemas';

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

// The public shop's checkout and the customer's orders (a signed-in customer of the salon).

/** Places an order priced by the server, taking its stock; the same `idempotencyKey` answers the same order. */
export const placeOrder = endpoint({
  method: 'POST',
  path: '/product/add-order',
  auth: 'token',
  body: PlaceOrderBody,
  data: PlacedOrder,
});

/** Pays an order with a card: succeeded, requires_action (an extra step), processing, or 402 declined. */
export const payOrder = endpoint({
  method: 'POST',
  path: '/product/payment',
  auth: 'token',
  body: PaymentBody,
  data: PaymentResult,
});

/** The extra step of a card that requires authentication. */
export const confirmPayment = endpoint({
  method: 'POST',
  path: '/product/confirm-payment',
  auth: 'token',
  body: ConfirmPaymentBody,
  data: PaymentResult,
});

/** One of the customer's own orders: the order summary and the thank-you view. */
export const getCustomerOrder = endpoint({
  method: 'GET',
  path: '/product/get-order-by-id',
  auth: 'token',
  query: CustomerOrderQuery,
  data: Order,
});

/** The customer's own orders, newest first: order history (3 per page). */
export const getCustomerOrders = endpoint({
  method: 'GET',
  path: '/product/get-order-by-user',
  auth: 'token',
  query: CustomerOrdersQuery,
  data: paged(Order),
});

/**
 * The cart checked when shown (no token): each line's price today, whether it is still sold by the salon
 * `name`, its stock, and the server's subtotal. Unknown or disabled salon: 404 'Salon not found'.
 */
export const checkCart = endpoint({
  method: 'POST',
  path: '/product/check-cart',
  auth: 'none',
  body: CartCheckBody,
  data: CartCheck,
});

export const orderEndpoints = {
  getSalonOrders,
  changeOrderStatus,
  placeOrder,
  payOrder,
  confirmPayment,
  getCustomerOrder,
  getCustomerOrders,
  checkCart,
};
