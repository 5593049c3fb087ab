import { getNextAvailableDate } from '@salon/api/booking/endpoints';
import type { NextAvailableDate } from '@salon/api/booking/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
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
  const api = useApi();
  return useSWR<NextAvailableDate, ApiError>(
    enabled && salonId ? bookingKeys.next(salonId, stylistId, fromDate) : null,
    async () => {
      const { data } = await api(getNextAvailableDate, {
        body: { salon: salonId!, stylistId, fromDate },
      });
      return data;
    },
    // A new filter keeps the day shown until its own first free day is known.
    { keepPreviousData: true },
  );
}
