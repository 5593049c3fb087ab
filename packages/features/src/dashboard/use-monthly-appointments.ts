import { getCurrentYearAppointmentByMonth } from '@salon/api/dashboard/endpoints';
import type { DateRangeBody } from '@salon/api/dashboard/schemas';
import { useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/** Appointments of each month of the range's year, all twelve. */
export function useMonthlyAppointments(range: DateRangeBody | null) {
  return useApiQuery(
    range ? dashboardKeys.monthly(range) : null,
    getCurrentYearAppointmentByMonth,
    range && { body: range },
  );
}
