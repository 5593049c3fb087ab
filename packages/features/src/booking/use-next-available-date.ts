import { getNextAvailableDate } from '@salon/api/booking/endpoints';
import { useApiQuery } from '../core';
import { bookingKeys } from './keys';

/**
 * The first salon-local day from `fromDate` (null: today) with a free slot, for every stylist or one;
 * `enabled` false asks nothing.
 */
export function useNextAvailableDate(
  salonId: string | null | undefined,
  stylistId: string | null,
  fromDate: string | null,
  enabled = true,
) {
  return useApiQuery(
    enabled && salonId ? bookingKeys.next(salonId, stylistId, fromDate) : null,
    getNextAvailableDate,
    salonId ? { body: { salon: salonId, stylistId, fromDate } } : null,
    // A new filter keeps the day shown until its own first free day is known.
    { keepPreviousData: true },
  );
}
