import { changeOrderStatus, getSalonOrders } from '@salon/api/orders/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { OrderService } from './service';

export function orderRoutes(route: ContractRouter, orders: OrderService): void {
  route(getSalonOrders, async ({ viewer, query }) => ({ data: await orders.list(viewer, query) }));

  route(changeOrderStatus, async ({ viewer, query, body }) => ({
    data: await orders.changeStatus(viewer, query.orderID, body.orderStatus),
    message: `Order status changed to ${body.orderStatus}`,
  }));
}
