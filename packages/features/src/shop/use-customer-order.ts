import { getCustomerOrder } from '@salon/api/orders/endpoints';
import type { Order } from '@salon/api/orders/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** One of the signed-in customer's orders; waits for a customer and an id. */
export function useCustomerOrder(customerId: string | null, orderId: string | undefined) {
  const api = useApi();
  return useSWR<Order, ApiError>(
    customerId && orderId ? shopKeys.order(customerId, orderId) : null,
    async () => (await api(getCustomerOrder, { query: { orderId: orderId! } })).data,
  );
}
