import type { ApiError } from '@salon/api/errors';
import { getStylistListWithAppointments } from '@salon/api/reports/endpoints';
import type { DateRangeBody, StylistAppointments } from '@salon/api/reports/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { dashboardKeys } from './keys';

/** The salon's stylists with their appointments in the range; null range: not shown. */
export function useStylistAppointments(range: DateRangeBody | null) {
  const api = useApi();
  return useSWR<StylistAppointments[], ApiError>(
    range ? dashboardKeys.stylists(range) : null,
    async () => (await api(getStylistListWithAppointments, { body: range! })).data,
  );
}
