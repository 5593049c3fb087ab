import type { ApiError } from '@salon/api/errors';
import { getSalonOrders } from '@salon/api/orders/endpoints';
import type { Order } from '@salon/api/orders/schemas';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { orderKeys } from './keys';

/** One page of the salon's orders, searched on the server by order number or customer name. */
export function useOrders(query: PagedQuery) {
  const api = useApi();
  return useSWR<Paged<Order>, ApiError>(
    orderKeys.list(query),
    async () => (await api(getSalonOrders, { query })).data,
    { keepPreviousData: true },
  );
}
