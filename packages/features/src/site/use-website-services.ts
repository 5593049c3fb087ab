import { getWebsiteServiceGroupByCategory } from '@salon/api/services/endpoints';
import { useApiQuery } from '../core';
import { siteKeys } from './keys';

/** The salon's enabled services by category, in rank order (no token). */
export function useWebsiteServices(salonName: string) {
  return useApiQuery(salonName ? siteKeys.services(salonName) : null, getWebsiteServiceGroupByCategory, {
    query: { name: salonName },
  });
}
