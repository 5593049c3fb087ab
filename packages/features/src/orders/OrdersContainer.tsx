import type { ReactNode } from 'react';
import type { Order, OrderStatus } from '@salon/api/orders/schemas';
import { OrderSummaryModal } from '@salon/ui/screens/orders/OrderSummaryModal';
import { OrdersScreen, type OrdersState } from '@salon/ui/screens/orders/OrdersScreen';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { firstRowNumber, listState, toastWrite, useAddressPagedSearch, useSalonMoney } from '../core';
import { isOrdersListKey, ORDERS_PAGE_SIZE } from './keys';
import { toOrderRow, toOrderSummary } from './order-view';
import { useChangeOrderStatus } from './use-change-order-status';
import { useOrders } from './use-orders';

/** /order-history for salon and superadmin; the route table sends other roles to /. */
/** Extra header controls the app composes in (the Export menu). */
export function OrdersContainer({ headerActions }: { headerActions?: ReactNode } = {}) {
  const { mutate } = useSWRConfig();
  const { locale } = useSalonMoney();
  const { search, setSearch, page, setPage, filterValue } = useAddressPagedSearch();
  const list = useOrders({ pageNumber: page, pageSize: ORDERS_PAGE_SIZE, filterValue });
  const [details, setDetails] = useState<Order | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const change = useChangeOrderStatus();

  const orders = list.data?.result ?? [];
  const state: OrdersState = listState(list, (data) => ({
    orders: data.result.map((order) => toOrderRow(order, locale)),
    page,
    pageCount: data.totalPageSize,
    firstNumber: firstRowNumber(page, ORDERS_PAGE_SIZE),
  }));

  // The screen shows one saving row: the latest change's, until any change ends.
  const changeStatus = async (id: string, orderStatus: OrderStatus) => {
    setSavingId(id);
    await toastWrite(
      () => change.trigger({ id, orderStatus }),
      () => mutate(isOrdersListKey),
    );
    setSavingId(null);
  };

  return (
    <>
      <OrdersScreen
        actions={headerActions}
        state={state}
        search={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onStatusChange={changeStatus}
        onOpenDetails={(id) => setDetails(orders.find((order) => order._id === id) ?? null)}
        savingId={savingId}
      />
      <OrderSummaryModal
        open={details !== null}
        order={details ? toOrderSummary(details, locale) : null}
        onClose={() => setDetails(null)}
      />
    </>
  );
}
