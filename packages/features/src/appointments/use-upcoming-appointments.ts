import { getUpcomingAppointments } from '@salon/api/appointments/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `POST /report/upcoming-appointments`: the stylist's appointments from `from` to `to`, polled when asked. */
export function useUpcomingAppointments(
  stylistId: string,
  from: string,
  to: string,
  refreshInterval: number,
) {
  return useApiQuery(
    calendarKeys.upcoming(stylistId, from),
    getUpcomingAppointments,
    { body: { stylistId, from, to } },
    { refreshInterval },
  );
}
