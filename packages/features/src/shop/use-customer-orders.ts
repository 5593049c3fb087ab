import { getCustomerOrders } from '@salon/api/orders/endpoints';
import type { CustomerOrdersQuery, Order } from '@salon/api/orders/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** One page of the signed-in customer's orders; waits for a customer. */
export function useCustomerOrders(customerId: string | null, query: CustomerOrdersQuery) {
  const api = useApi();
  return useSWR<Paged<Order>, ApiError>(
    customerId ? shopKeys.orders(customerId, query) : null,
    async () => (await api(getCustomerOrders, { query })).data,
    { keepPreviousData: true },
  );
}
