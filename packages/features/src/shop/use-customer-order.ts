import { getCustomerOrder } from '@salon/api/orders/endpoints';
import { useApiQuery } from '../core';
import { shopKeys } from './keys';

/** One of the signed-in customer's orders; waits for a customer and an id. */
export function useCustomerOrder(customerId: string | null, orderId: string | undefined) {
  return useApiQuery(
    customerId && orderId ? shopKeys.order(customerId, orderId) : null,
    getCustomerOrder,
    orderId ? { query: { orderId } } : null,
  );
}
