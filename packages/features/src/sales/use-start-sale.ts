import { startSale } from '@salon/api/sales/endpoints';
import type { StartSaleBody } from '@salon/api/sales/schemas';
import { useApiMutation } from '../core';
import { saleKeys } from './keys';

/** `POST /sales/start`: an appointment's sale (its open or paid one when it has one) or a walk-in's new sale. */
export function useStartSale() {
  return useApiMutation(
    saleKeys.start,
    async (api, body: StartSaleBody) => (await api(startSale, { body })).data,
  );
}
