import { paySale } from '@salon/api/sales/endpoints';
import type { PaySaleBody } from '@salon/api/sales/schemas';
import { useApiMutation } from '../core';
import { saleKeys } from './keys';

/** `POST /sales/pay`: one payment under its key; answers the sale and whether the card was declined. */
export function usePaySale() {
  return useApiMutation(saleKeys.pay, (api, body: PaySaleBody) => api(paySale, { body }));
}
