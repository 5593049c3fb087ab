import type { Order } from '@salon/api/orders/schemas';
import { formatMoney } from '@salon/api/money/format';
import type { OrderSummaryView } from '@salon/ui/screens/orders/OrderSummaryModal';
import type { OrderRowView } from '@salon/ui/screens/orders/OrdersScreen';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An amount of the order in its own currency (the salon's when it was placed), in the salon's locale. */
const moneyOf = (order: Order, locale: string) => (minorUnits: number) =>
  formatMoney(minorUnits, { currency: order.currency, locale });

export function toOrderRow(order: Order, locale: string): OrderRowView {
  const formatCents = moneyOf(order, locale);
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

export function toOrderSummary(order: Order, locale: string): OrderSummaryView {
  const formatCents = moneyOf(order, locale);
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
