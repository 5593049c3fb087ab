import type { ApiError } from '@salon/api/errors';
import { getCurrentYearAppointmentByMonth } from '@salon/api/reports/endpoints';
import type { ChartEntry, DateRangeBody } from '@salon/api/reports/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { dashboardKeys } from './keys';

/** Appointments of each month of the range's year, all twelve. */
export function useMonthlyAppointments(range: DateRangeBody | null) {
  const api = useApi();
  return useSWR<ChartEntry[], ApiError>(
    range ? dashboardKeys.monthly(range) : null,
    async () => (await api(getCurrentYearAppointmentByMonth, { body: range! })).data,
  );
}
