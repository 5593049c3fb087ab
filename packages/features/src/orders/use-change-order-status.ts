import { changeOrderStatus } from '@salon/api/orders/endpoints';
import type { OrderStatus } from '@salon/api/orders/schemas';
import { useMessageMutation } from '../core';
import { orderKeys } from './keys';

/** The status dropdown: `PATCH /product/change-order-status`; resolves with the server's message. */
export function useChangeOrderStatus() {
  return useMessageMutation(orderKeys.changeStatus, (api, arg: { id: string; orderStatus: OrderStatus }) =>
    api(changeOrderStatus, { query: { orderID: arg.id }, body: { orderStatus: arg.orderStatus } }),
  );
}
