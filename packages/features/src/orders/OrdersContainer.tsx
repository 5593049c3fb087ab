import type { Order, OrderStatus } from '@salon/api/orders/schemas';
import { OrderSummaryModal } from '@salon/ui/modals/orders/OrderSummaryModal';
import { OrdersScreen, type OrdersState } from '@salon/ui/screens/orders/OrdersScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useDebouncedValue, RoleGuard } from '../core';
import { isOrdersListKey, ORDERS_PAGE_SIZE } from './keys';
import { toOrderRow, toOrderSummary } from './order-view';
import { ORDER_ROLES } from './policies';
import { useChangeOrderStatus } from './use-change-order-status';
import { useOrders } from './use-orders';

/** /order-history for salon and superadmin; other roles go to /. */
export function OrdersContainer() {
  return (
    <RoleGuard allow={ORDER_ROLES}>
      <Orders />
    </RoleGuard>
  );
}

function Orders() {
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filterValue = useDebouncedValue(search.trim());
  const list = useOrders({ pageNumber: page, pageSize: ORDERS_PAGE_SIZE, filterValue });
  const [details, setDetails] = useState<Order | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const change = useChangeOrderStatus();

  const orders = list.data?.result ?? [];
  const state: OrdersState = list.data
    ? {
        status: 'ready',
        orders: orders.map(toOrderRow),
        page,
        pageCount: list.data.totalPageSize,
        firstNumber: (page - 1) * ORDERS_PAGE_SIZE + 1,
      }
    : list.error
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'loading' };

  const changeStatus = async (id: string, orderStatus: OrderStatus) => {
    setSavingId(id);
    try {
      toast.success(await change.trigger({ id, orderStatus }));
      await mutate(isOrdersListKey);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSavingId(null);
    }
  };

  return (
    <>
      <OrdersScreen
        state={state}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onPageChange={setPage}
        onStatusChange={changeStatus}
        onOpenDetails={(id) => setDetails(orders.find((order) => order._id === id) ?? null)}
        savingId={savingId}
      />
      <OrderSummaryModal
        open={details !== null}
        order={details ? toOrderSummary(details) : null}
        onClose={() => setDetails(null)}
      />
    </>
  );
}
