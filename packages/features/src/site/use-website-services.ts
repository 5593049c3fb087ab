import type { ApiError } from '@salon/api/errors';
import { getWebsiteServiceGroupByCategory } from '@salon/api/services/endpoints';
import type { WebsiteServiceGroup } from '@salon/api/services/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { siteKeys } from './keys';

/** The salon's enabled services by category, in rank order (no token). */
export function useWebsiteServices(salonName: string) {
  const api = useApi();
  return useSWR<WebsiteServiceGroup[], ApiError>(
    salonName ? siteKeys.services(salonName) : null,
    async () => {
      const { data } = await api(getWebsiteServiceGroupByCategory, { query: { name: salonName } });
      return data;
    },
  );
}
