import { getWebsiteSettingByName } from '@salon/api/website/endpoints';
import type { WebsiteInfo } from '@salon/api/website/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { bookingKeys } from './keys';

/** The salon the booking page is for: its id, zone, contact details and app links (no token). */
export function useBookingWebsite(salonName: string) {
  const api = useApi();
  return useSWR<WebsiteInfo, ApiError>(salonName ? bookingKeys.website(salonName) : null, async () => {
    const { data } = await api(getWebsiteSettingByName, { query: { name: salonName } });
    return data;
  });
}
