import { getAvailableAppointmentByDate } from '@salon/api/booking/endpoints';
import type { AvailableDay } from '@salon/api/booking/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { bookingKeys } from './keys';

/**
 * Every active stylist's slots of a salon-local day (the stylist filter works on this answer, so its
 * choices stay whole). Re-read every minute, so slots grey out as their 15-minute cutoff passes.
 */
export function useAvailableDay(salonId: string | null | undefined, date: string | null) {
  const api = useApi();
  return useSWR<AvailableDay, ApiError>(
    salonId && date ? bookingKeys.day(salonId, date) : null,
    async () => {
      const { data } = await api(getAvailableAppointmentByDate, {
        body: { requestDate: date!, salon: salonId!, stylistId: null },
      });
      return data;
    },
    { refreshInterval: 60_000 },
  );
}
