import { getAvailableAppointmentByDate } from '@salon/api/booking/endpoints';
import { useApiQuery } from '../core';
import { visitKeys } from './keys';

/** One stylist's slots of a salon-local day (the public booking page's answer, filtered to them). */
export function useStylistDay(salonId: string | null, stylistId: string | null, date: string | null) {
  const ready = salonId && stylistId && date;
  return useApiQuery(
    ready ? visitKeys.day(salonId, stylistId, date) : null,
    getAvailableAppointmentByDate,
    ready ? { body: { requestDate: date, salon: salonId, stylistId } } : null,
    { refreshInterval: 60_000 },
  );
}
