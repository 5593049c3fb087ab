import { getSaleSettings } from '@salon/api/sales/endpoints';
import { useApiQuery } from '../core';
import { saleKeys } from './keys';

/** The salon's taxes, tax number and tip presets (`GET /sales/settings`); not asked when `enabled` is false. */
export function useSaleSettings(enabled = true) {
  return useApiQuery(enabled ? saleKeys.settings : null, getSaleSettings, enabled ? undefined : null, {
    revalidateOnFocus: false,
  });
}
