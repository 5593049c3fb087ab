import type { Order, OrderStatus } from '@salon/api/orders/schemas';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import { pagedOf } from '../products/service';
import type { OrderRepository, OrderWithDetails } from './repository';

/** Spec 2 §6: orders are seen by the salon owner and the superadmin only. */
const ORDER_ROLES = new Set(['salon', 'superadmin']);

function orderSalonOf(viewer: Viewer): string {
  if (!ORDER_ROLES.has(viewer.role)) throw new ForbiddenError();
  if (!viewer.salonId) throw new ForbiddenError('Choose a salon first');
  return viewer.salonId;
}

function orderOf(row: OrderWithDetails): Order {
  const address = row.shippingAddress;
  return {
    _id: row.id,
    orderId: row.number,
    amount: row.amountCents,
    otherAmount: row.otherAmountCents,
    totalAmount: row.totalAmountCents,
    orderBy: {
      _id: row.customerId,
      // The account may be gone; the shipping name still says who ordered.
      name: row.customerName ?? `${address.firstName} ${address.lastName}`.trim(),
      phone: row.customerPhone,
    },
    orderStatus: row.status,
    items: row.items.map((item) => ({
      productName: item.productName,
      productImageURL: item.productImageUrl,
      productPrice: item.priceCents,
      quantity: item.quantity,
    })),
    shippingAddress: address,
    createdAt: row.createdAt.toISOString(),
  };
}

export class OrderService {
  constructor(private readonly orders: OrderRepository) {}

  async list(viewer: Viewer, query: PagedQuery): Promise<Paged<Order>> {
    const page = await this.orders.list(orderSalonOf(viewer), query);
    return pagedOf(page.rows.map(orderOf), page.total, query.pageSize);
  }

  async changeStatus(viewer: Viewer, id: string, status: OrderStatus): Promise<Order> {
    const salonId = orderSalonOf(viewer);
    if (!(await this.orders.setStatus(salonId, id, status))) throw new NotFoundError('Order not found');
    const row = await this.orders.find(salonId, id);
    if (!row) throw new NotFoundError('Order not found');
    return orderOf(row);
  }
}
