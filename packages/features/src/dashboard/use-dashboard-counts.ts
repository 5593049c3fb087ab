import { getDashboardCountByDateRange } from '@salon/api/dashboard/endpoints';
import type { DateRangeBody } from '@salon/api/dashboard/schemas';
import { useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/** The four cards and the gender and date-time charts over the range; null range: not yet. */
export function useDashboardCounts(range: DateRangeBody | null) {
  return useApiQuery(
    range ? dashboardKeys.counts(range) : null,
    getDashboardCountByDateRange,
    range && { body: range },
  );
}
