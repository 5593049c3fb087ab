import { voidSale } from '@salon/api/sales/endpoints';
import type { VoidSaleBody } from '@salon/api/sales/schemas';
import { useApiMutation } from '../core';
import { saleKeys } from './keys';

/** `POST /sales/void`: an open sale without desk payments given up with a reason. */
export function useVoidSale() {
  return useApiMutation(saleKeys.void, (api, body: VoidSaleBody) => api(voidSale, { body }));
}
