import { getUpcomingAppointments } from '@salon/api/appointments/endpoints';
import type { AppointmentInfo } from '@salon/api/appointments/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `POST /report/upcoming-appointments`: the stylist's appointments from `from` to `to`, polled when asked. */
export function useUpcomingAppointments(
  stylistId: string,
  from: string,
  to: string,
  refreshInterval: number,
) {
  const api = useApi();
  return useSWR<AppointmentInfo[], ApiError>(
    calendarKeys.upcoming(stylistId, from),
    async () => (await api(getUpcomingAppointments, { body: { stylistId, from, to } })).data,
    { refreshInterval },
  );
}
