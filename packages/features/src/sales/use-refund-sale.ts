import { refundSale } from '@salon/api/sales/endpoints';
import type { RefundSaleBody } from '@salon/api/sales/schemas';
import { useApiMutation } from '../core';
import { saleKeys } from './keys';

/** `POST /sales/refund`: some lines and the tip given back under one key; answers the sale and the message. */
export function useRefundSale() {
  return useApiMutation(saleKeys.refund, (api, body: RefundSaleBody) => api(refundSale, { body }));
}
