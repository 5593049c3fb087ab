import { getWebsiteSettingByName } from '@salon/api/website-settings/endpoints';
import { useApiQuery } from '../core';
import { bookingKeys } from './keys';

/** The salon the booking page is for: its id, zone, contact details and app links (no token). */
export function useBookingWebsite(salonName: string) {
  return useApiQuery(salonName ? bookingKeys.website(salonName) : null, getWebsiteSettingByName, {
    query: { name: salonName },
  });
}
