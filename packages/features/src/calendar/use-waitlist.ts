import { getWaitlist } from '@salon/api/appointments/endpoints';
import type { Waitlist } from '@salon/api/appointments/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment/get-waitlist`: the stylist's waiting appointments from today, soonest first. */
export function useWaitlist(stylistId: string) {
  const api = useApi();
  return useSWR<Waitlist, ApiError>(
    calendarKeys.waitlist(stylistId),
    async () => (await api(getWaitlist, { query: { stylistId } })).data,
  );
}
