import { getTodayActivity } from '@salon/api/availability/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `POST /appointment-availability/get-today-activity` for the salon-local `date`, polled when asked. */
export function useTodayActivity(stylistId: string, date: string, refreshInterval: number) {
  return useApiQuery(
    calendarKeys.todayActivity(stylistId, date),
    getTodayActivity,
    { body: { stylistId, fromDate: date } },
    { refreshInterval },
  );
}
