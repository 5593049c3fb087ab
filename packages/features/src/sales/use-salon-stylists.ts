import { getEnabledStylists } from '@salon/api/stylists/endpoints';
import { useApiQuery } from '../core';
import { saleKeys } from './keys';

/** The salon's enabled stylists: who a service line may be done by (only asked for viewers who check out). */
export function useSalonStylists(enabled: boolean) {
  const query = { pageNumber: 1, pageSize: 1000 };
  return useApiQuery(enabled ? saleKeys.stylists : null, getEnabledStylists, enabled ? { query } : null, {
    revalidateOnFocus: false,
  });
}
