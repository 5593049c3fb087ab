import type { Order } from '@salon/api/orders/schemas';
import { formatCents } from '@salon/api/products/pricing';
import type { OrderSummaryView } from '@salon/ui/modals/orders/OrderSummaryModal';
import type { OrderRowView } from '@salon/ui/screens/orders/OrdersScreen';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function toOrderRow(order: Order): OrderRowView {
  return {
    id: order._id,
    orderNumber: order.orderId,
    customerName: order.orderBy.name,
    phone: order.orderBy.phone,
    totalAmount: formatCents(order.totalAmount),
    date: dateFormat.format(new Date(order.createdAt)),
    status: order.orderStatus,
  };
}

export function toOrderSummary(order: Order): OrderSummaryView {
  return {
    orderNumber: order.orderId,
    items: order.items.map((item) => ({
      name: item.productName,
      imageUrl: item.productImageURL,
      price: formatCents(item.productPrice),
      quantity: item.quantity,
    })),
    amount: formatCents(order.amount),
    otherAmount: formatCents(order.otherAmount),
    totalAmount: formatCents(order.totalAmount),
  };
}
