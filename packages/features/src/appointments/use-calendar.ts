import { getCalendar } from '@salon/api/availability/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment-availability/get-calendar`: slots and appointments of salon-local days from..to. */
export function useCalendar(stylistId: string, from: string, to: string) {
  return useApiQuery(
    calendarKeys.range(stylistId, from, to),
    getCalendar,
    { query: { stylistId, from, to } },
    { keepPreviousData: true },
  );
}
