import { createAvailabilityBulk } from '@salon/api/availability/endpoints';
import type { BulkResult, BusinessHoursBody } from '@salon/api/availability/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** Saves the weekly business hours and generates their slots (`create-availability-bulk`). */
export function useSaveBusinessHours() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<BulkResult>,
    ApiError,
    typeof calendarKeys.saveBusinessHours,
    { stylistId: string; body: BusinessHoursBody }
  >(calendarKeys.saveBusinessHours, (_key, { arg }) =>
    api(createAvailabilityBulk, { query: { stylistId: arg.stylistId }, body: arg.body }),
  );
}
