import { getWebsiteServiceGroupByCategory } from '@salon/api/services/endpoints';
import { useApiQuery } from '../core';
import { bookingKeys } from './keys';

/** The salon's bookable services by category (no token). */
export function useBookingServices(salonName: string) {
  return useApiQuery(salonName ? bookingKeys.services(salonName) : null, getWebsiteServiceGroupByCategory, {
    query: { name: salonName },
  });
}
