import { getBusinessHours } from '@salon/api/availability/endpoints';
import type { BusinessHours } from '@salon/api/availability/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment-availability/get-buiness-hours` of the stylist. */
export function useBusinessHours(stylistId: string) {
  const api = useApi();
  return useSWR<BusinessHours, ApiError>(
    calendarKeys.businessHours(stylistId),
    async () => (await api(getBusinessHours, { query: { stylistId } })).data,
  );
}
