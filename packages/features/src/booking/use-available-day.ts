import { getAvailableAppointmentByDate } from '@salon/api/booking/endpoints';
import { useApiQuery } from '../core';
import { bookingKeys } from './keys';

/**
 * Every active stylist's slots of a salon-local day (the stylist filter works on this answer, so its
 * choices stay whole). Re-read every minute, so slots grey out as their 15-minute cutoff passes.
 */
export function useAvailableDay(salonId: string | null | undefined, date: string | null) {
  return useApiQuery(
    salonId && date ? bookingKeys.day(salonId, date) : null,
    getAvailableAppointmentByDate,
    salonId && date ? { body: { requestDate: date, salon: salonId, stylistId: null } } : null,
    { refreshInterval: 60_000 },
  );
}
