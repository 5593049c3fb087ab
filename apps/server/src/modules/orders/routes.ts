import { applyCoupon } from '@salon/api/coupons/endpoints';
import {
  changeOrderStatus,
  checkCart,
  confirmPayment,
  getCustomerOrder,
  getCustomerOrders,
  getSalonOrders,
  payOrder,
  placeOrder,
} from '@salon/api/orders/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { CartChecker } from './cart-check';
import type { CouponQuoter } from './coupon-quote';
import type { OrderService } from './service';

export function orderRoutes(
  route: ContractRouter,
  orders: OrderService,
  carts: CartChecker,
  quoter: CouponQuoter,
): void {
  route(getSalonOrders, async ({ viewer, query }) => ({ data: await orders.list(viewer, query) }));

  route(changeOrderStatus, async ({ viewer, query, body }) => ({
    data: await orders.changeStatus(viewer, query.orderID, body.orderStatus),
    message: `Order status changed to ${body.orderStatus}`,
  }));

  route(placeOrder, async ({ viewer, body }) => ({
    data: await orders.place(viewer, body),
    message: 'Order placed successfully',
  }));

  route(payOrder, async ({ viewer, body }) => {
    const result = await orders.pay(viewer, body);
    return { data: result, message: paymentMessage(result.status) };
  });

  route(confirmPayment, async ({ viewer, body }) => {
    const result = await orders.confirm(viewer, body);
    return { data: result, message: paymentMessage(result.status) };
  });

  route(getCustomerOrder, async ({ viewer, query }) => ({
    data: await orders.getForCustomer(viewer, query.orderId),
  }));

  route(getCustomerOrders, async ({ viewer, query }) => ({
    data: await orders.listForCustomer(viewer, query),
  }));

  route(checkCart, async ({ body }) => ({ data: await carts.check(body) }));

  // The cart's coupon field: what a code takes off this cart, priced by the server.
  route(
    applyCoupon,
    async ({ body }) => ({ data: await quoter.quote(body), message: 'Coupon applied successfully' }),
    // Guessing codes from one address is slowed down.
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );
}

function paymentMessage(status: 'succeeded' | 'requires_action' | 'processing'): string {
  if (status === 'succeeded') return 'Your payment is successful';
  if (status === 'requires_action') return 'Please authenticate your payment';
  return 'Your payment is being processed';
}
