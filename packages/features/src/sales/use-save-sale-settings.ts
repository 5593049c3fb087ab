import { saveSaleSettings } from '@salon/api/sales/endpoints';
import type { SaleSettings } from '@salon/api/sales/schemas';
import { useApiMutation } from '../core';
import { saleKeys } from './keys';

/** `POST /sales/settings`: the owner's taxes and tip presets; answers the stored ones and the message. */
export function useSaveSaleSettings() {
  return useApiMutation(saleKeys.saveSettings, (api, body: SaleSettings) => api(saveSaleSettings, { body }));
}
