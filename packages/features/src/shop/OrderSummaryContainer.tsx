import type { Order } from '@salon/api/orders/schemas';
import {
  OrderSummaryScreen,
  type OrderSummaryState,
  type OrderSummaryView,
} from '@salon/ui/screens/shop/OrderSummaryScreen';
import { SiteNotFoundScreen } from '@salon/ui/screens/site/SiteNotFoundScreen';
import { useParams } from 'react-router-dom';
import { errorMessage, isNotFoundError, useShopCustomer, useSiteMoney } from '../core';
import { lineCents } from './cart-lines';
import { instantText, maskedPhone, money, orderTotalsText, paymentText } from './shop-text';
import { useCustomerOrder } from './use-customer-order';

export function orderSummaryOf(order: Order, locale: string): OrderSummaryView {
  // The order's amounts are in its own currency.
  const format = { currency: order.currency, locale };
  const ship = order.shippingAddress;
  return {
    number: `Order #${order.orderId}`,
    date: instantText(order.createdAt),
    status: order.orderStatus,
    payment: paymentText(order.paymentStatus),
    items: order.items.map((item) => ({
      name: item.productName,
      imageUrl: item.productImageURL,
      quantity: item.quantity,
      price: money(item.productPrice, format),
      total: money(lineCents(item), format),
    })),
    ...orderTotalsText(order, locale),
    shipTo: {
      name: `${ship.firstName} ${ship.lastName}`,
      address: ship.address,
      city: ship.city,
      state: ship.state,
      zipcode: ship.zipcode,
    },
    phone: maskedPhone(order.orderBy.phone),
  };
}

/** /salon/{salonName}/order-summary/{orderId}: one of the customer's orders (the route table sends anyone else to the salon login). */
export function OrderSummaryContainer() {
  const { salonName = '', orderId } = useParams<{ salonName: string; orderId: string }>();
  const format = useSiteMoney(salonName);
  const customer = useShopCustomer(salonName);
  const order = useCustomerOrder(customer?._id ?? null, orderId);
  if (isNotFoundError(order.error))
    return <SiteNotFoundScreen kind="page" homeHref={`/salon/${salonName}`} />;
  const state: OrderSummaryState = order.data
    ? { status: 'ready', order: orderSummaryOf(order.data, format.locale) }
    : order.error
      ? { status: 'error', message: errorMessage(order.error) }
      : { status: 'loading' };
  return <OrderSummaryScreen state={state} />;
}
