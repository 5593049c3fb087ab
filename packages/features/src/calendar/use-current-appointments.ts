import { getCurrentAppointments } from '@salon/api/appointments/endpoints';
import type { AppointmentInfo } from '@salon/api/appointments/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `POST /report/current-appointments`: the stylist's appointments under way today, polled when asked. */
export function useCurrentAppointments(stylistId: string, date: string, refreshInterval: number) {
  const api = useApi();
  return useSWR<AppointmentInfo[], ApiError>(
    calendarKeys.current(stylistId, date),
    async () => (await api(getCurrentAppointments, { body: { stylistId, from: date, to: date } })).data,
    { refreshInterval },
  );
}
