import { createAvailabilityBulk } from '@salon/api/availability/endpoints';
import type { BusinessHoursBody } from '@salon/api/availability/schemas';
import { useApiMutation } from '../core';
import { calendarKeys } from './keys';

/** Saves the weekly business hours and generates their slots (`create-availability-bulk`). */
export function useSaveBusinessHours() {
  return useApiMutation(
    calendarKeys.saveBusinessHours,
    (api, arg: { stylistId: string; body: BusinessHoursBody }) =>
      api(createAvailabilityBulk, { query: { stylistId: arg.stylistId }, body: arg.body }),
  );
}
