import { getWebsiteServiceGroupByCategory } from '@salon/api/services/endpoints';
import type { WebsiteServiceGroup } from '@salon/api/services/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { bookingKeys } from './keys';

/** The salon's bookable services by category (no token). */
export function useBookingServices(salonName: string) {
  const api = useApi();
  return useSWR<WebsiteServiceGroup[], ApiError>(
    salonName ? bookingKeys.services(salonName) : null,
    async () => {
      const { data } = await api(getWebsiteServiceGroupByCategory, { query: { name: salonName } });
      return data;
    },
  );
}
