import type { ApiError } from '@salon/api/errors';
import { changeOrderStatus } from '@salon/api/orders/endpoints';
import type { OrderStatus } from '@salon/api/orders/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { orderKeys } from './keys';

/** The status dropdown: `PATCH /product/change-order-status`; resolves with the server's message. */
export function useChangeOrderStatus() {
  const api = useApi();
  return useSWRMutation<
    string,
    ApiError,
    typeof orderKeys.changeStatus,
    { id: string; orderStatus: OrderStatus }
  >(
    orderKeys.changeStatus,
    async (_key, { arg }) =>
      (await api(changeOrderStatus, { query: { orderID: arg.id }, body: { orderStatus: arg.orderStatus } }))
        .message,
  );
}
