import { ORDER_HISTORY_PAGE_SIZE, type Order } from '@salon/api/orders/schemas';
import {
  OrderHistoryScreen,
  type OrderHistoryItem,
  type OrderHistoryState,
} from '@salon/ui/screens/shop/OrderHistoryScreen';
import { useNavigate, useParams } from 'react-router-dom';
import { listState, usePaging, useShopCustomer, useSiteMoney } from '../core';
import { instantText, itemCountText, money, paymentText } from './shop-text';
import { useCustomerOrders } from './use-customer-orders';

const toItem = (order: Order, locale: string): OrderHistoryItem => ({
  id: order._id,
  number: `Order #${order.orderId}`,
  date: instantText(order.createdAt),
  itemCount: itemCountText(order),
  total: money(order.totalAmount, { currency: order.currency, locale }),
  status: order.orderStatus,
  payment: paymentText(order.paymentStatus),
});

/** /salon/{salonName}/order-history: the customer's orders (the route table sends anyone else to the salon login). */
export function OrderHistoryContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const format = useSiteMoney(salonName);
  const navigate = useNavigate();
  const customer = useShopCustomer(salonName);
  const { page, setPage } = usePaging();
  const list = useCustomerOrders(customer?._id ?? null, {
    pageNumber: page,
    pageSize: ORDER_HISTORY_PAGE_SIZE,
  });
  const state: OrderHistoryState = listState(list, (data) => ({
    orders: data.result.map((order) => toItem(order, format.locale)),
    page,
    pageCount: data.totalPageSize,
  }));
  return (
    <OrderHistoryScreen
      state={state}
      onPageChange={setPage}
      onOpen={(id) => navigate(`/salon/${salonName}/order-summary/${id}`)}
    />
  );
}
