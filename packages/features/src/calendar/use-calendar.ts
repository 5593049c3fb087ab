import { getCalendar } from '@salon/api/availability/endpoints';
import type { Calendar } from '@salon/api/availability/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment-availability/get-calendar`: slots and appointments of salon-local days from..to. */
export function useCalendar(stylistId: string, from: string, to: string) {
  const api = useApi();
  return useSWR<Calendar, ApiError>(
    calendarKeys.range(stylistId, from, to),
    async () => (await api(getCalendar, { query: { stylistId, from, to } })).data,
    { keepPreviousData: true },
  );
}
