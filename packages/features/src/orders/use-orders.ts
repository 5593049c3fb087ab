import { getSalonOrders } from '@salon/api/orders/endpoints';
import type { PagedQuery } from '@salon/api/shared/schemas';
import { useApiQuery } from '../core';
import { orderKeys } from './keys';

/** One page of the salon's orders, searched on the server by order number or customer name. */
export function useOrders(query: PagedQuery) {
  return useApiQuery(orderKeys.list(query), getSalonOrders, { query }, { keepPreviousData: true });
}
