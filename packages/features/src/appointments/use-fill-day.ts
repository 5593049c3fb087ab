import { createAvailabilityDay } from '@salon/api/availability/endpoints';
import { useApiMutation } from '../core';
import { calendarKeys } from './keys';

/** 'Change hours by day': generates one day's slots from the business hours (`create-availability-day`). */
export function useFillDay() {
  return useApiMutation(calendarKeys.fillDay, (api, arg: { stylistId: string; date: string }) =>
    api(createAvailabilityDay, { query: { stylistId: arg.stylistId }, body: { date: arg.date } }),
  );
}
