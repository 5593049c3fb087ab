import type { ApiError } from '@salon/api/errors';
import { getDashboardCountByDateRange } from '@salon/api/reports/endpoints';
import type { DashboardCounts, DateRangeBody } from '@salon/api/reports/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { dashboardKeys } from './keys';

/** The four cards and the gender and date-time charts over the range; null range: not yet. */
export function useDashboardCounts(range: DateRangeBody | null) {
  const api = useApi();
  return useSWR<DashboardCounts, ApiError>(
    range ? dashboardKeys.counts(range) : null,
    async () => (await api(getDashboardCountByDateRange, { body: range! })).data,
  );
}
