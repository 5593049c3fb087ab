import { getBusinessHours } from '@salon/api/availability/endpoints';
import { useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment-availability/get-buiness-hours` of the stylist. */
export function useBusinessHours(stylistId: string) {
  return useApiQuery(calendarKeys.businessHours(stylistId), getBusinessHours, { query: { stylistId } });
}
