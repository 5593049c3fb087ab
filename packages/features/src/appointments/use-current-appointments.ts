import { getCurrentAppointments } from '@salon/api/appointments/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `POST /report/current-appointments`: the stylist's appointments under way today, polled when asked. */
export function useCurrentAppointments(stylistId: string, date: string, refreshInterval: number) {
  return useApiQuery(
    calendarKeys.current(stylistId, date),
    getCurrentAppointments,
    { body: { stylistId, from: date, to: date } },
    { refreshInterval },
  );
}
