import { saveSale } from '@salon/api/sales/endpoints';
import type { SaveSaleBody } from '@salon/api/sales/schemas';
import { useApiMutation } from '../core';
import { saleKeys } from './keys';

/** `POST /sales/save`: the open sale's lines, discount, coupon, tip and client, priced by the server. */
export function useSaveSale() {
  return useApiMutation(
    saleKeys.save,
    async (api, body: SaveSaleBody) => (await api(saveSale, { body })).data,
  );
}
