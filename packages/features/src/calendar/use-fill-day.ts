import { createAvailabilityDay } from '@salon/api/availability/endpoints';
import type { DayResult } from '@salon/api/availability/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** 'Change hours by day': generates one day's slots from the business hours (`create-availability-day`). */
export function useFillDay() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<DayResult>,
    ApiError,
    typeof calendarKeys.fillDay,
    { stylistId: string; date: string }
  >(calendarKeys.fillDay, (_key, { arg }) =>
    api(createAvailabilityDay, { query: { stylistId: arg.stylistId }, body: { date: arg.date } }),
  );
}
