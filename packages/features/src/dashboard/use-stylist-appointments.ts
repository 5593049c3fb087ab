import { getStylistListWithAppointments } from '@salon/api/dashboard/endpoints';
import type { DateRangeBody } from '@salon/api/dashboard/schemas';
import { useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/** The salon's stylists with their appointments in the range; null range: not shown. */
export function useStylistAppointments(range: DateRangeBody | null) {
  return useApiQuery(
    range ? dashboardKeys.stylists(range) : null,
    getStylistListWithAppointments,
    range && { body: range },
  );
}
