import { getTeamDay } from '@salon/api/appointments/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment/team-day?date=`: every stylist's appointments of the day (none: today in the salon). */
export function useTeamDay(date: string | null) {
  return useApiQuery(calendarKeys.teamDay(date ?? 'today'), getTeamDay, { query: date ? { date } : {} });
}
