import { getWaitlist } from '@salon/api/appointments/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment/get-waitlist`: the stylist's waiting appointments from today, soonest first. */
export function useWaitlist(stylistId: string) {
  return useApiQuery(calendarKeys.waitlist(stylistId), getWaitlist, { query: { stylistId } });
}
