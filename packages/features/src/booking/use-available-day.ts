import { expandTimes } from '@salon/api/booking/available-times';
import { getAvailableTimesByDate } from '@salon/api/booking/endpoints';
import { useMemo } from 'react';
import { useApiQuery } from '../core';
import { bookingKeys } from './keys';

/**
 * Every active stylist's slots of a salon-local day (the stylist filter works on this answer, so its
 * choices stay whole), read in compact form and expanded once per answer. Re-read every minute, so
 * slots grey out as their 15-minute cutoff passes.
 */
export function useAvailableDay(salonId: string | null | undefined, date: string | null) {
  const answer = useApiQuery(
    salonId && date ? bookingKeys.day(salonId, date) : null,
    getAvailableTimesByDate,
    salonId && date ? { body: { requestDate: date, salon: salonId, stylistId: null } } : null,
    { refreshInterval: 60_000 },
  );
  const data = useMemo(() => (answer.data ? expandTimes(answer.data) : undefined), [answer.data]);
  return { data, error: answer.error };
}
