import { create } from 'superstruct';
import * as endpoints from '../../orders/endpoints';
import { OrderStatusBody, type Order } from '../../orders/schemas';
import { orders as defaultOrders } from '../factories/orders';
import { fail, mockEndpoint, mockPending, ok } from '../http';
import { pageOfRequest } from '../paging';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/** The orders area against an in-memory copy of `rows` (Demo Salon's orders by default). */
export function orderHandlers(rows: Order[] = defaultOrders): AnyHandler[] {
  let orders = [...rows];
  return stateful(
    () => orderHandlers(rows),
    [
      mockEndpoint(endpoints.getSalonOrders, ({ request }) => {
        const url = new URL(request.url);
        const filter = (url.searchParams.get('filterValue') ?? '').trim().toLowerCase().replace(/^#/, '');
        const found = orders.filter(
          (order) => String(order.orderId) === filter || order.orderBy.name.toLowerCase().includes(filter),
        );
        return ok(pageOfRequest(found, url, 16));
      }),
      mockEndpoint(endpoints.changeOrderStatus, async ({ request }) => {
        const id = new URL(request.url).searchParams.get('orderID');
        const { orderStatus } = create(await request.json(), OrderStatusBody);
        const current = orders.find((order) => order._id === id);
        if (!current) return fail(404, 'Order not found');
        const next = { ...current, orderStatus };
        orders = orders.map((order) => (order._id === id ? next : order));
        return ok(next, `Order status changed to ${orderStatus}`);
      }),
    ],
  );
}

export const orderFailures = {
  ordersLoading: mockPending(endpoints.getSalonOrders),
};
