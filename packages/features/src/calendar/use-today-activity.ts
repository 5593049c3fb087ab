import { getTodayActivity } from '@salon/api/availability/endpoints';
import type { TodayActivity } from '@salon/api/availability/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `POST /appointment-availability/get-today-activity` for the salon-local `date`, polled when asked. */
export function useTodayActivity(stylistId: string, date: string, refreshInterval: number) {
  const api = useApi();
  return useSWR<TodayActivity, ApiError>(
    calendarKeys.todayActivity(stylistId, date),
    async () => (await api(getTodayActivity, { body: { stylistId, fromDate: date } })).data,
    { refreshInterval },
  );
}
