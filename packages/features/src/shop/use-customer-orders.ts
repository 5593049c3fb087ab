import { getCustomerOrders } from '@salon/api/orders/endpoints';
import type { CustomerOrdersQuery } from '@salon/api/orders/schemas';
import { useApiQuery } from '../core';
import { shopKeys } from './keys';

/** One page of the signed-in customer's orders; waits for a customer. */
export function useCustomerOrders(customerId: string | null, query: CustomerOrdersQuery) {
  return useApiQuery(
    customerId ? shopKeys.orders(customerId, query) : null,
    getCustomerOrders,
    { query },
    { keepPreviousData: true },
  );
}
