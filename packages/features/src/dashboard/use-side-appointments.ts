import { getCurrentAppointments, getUpcomingAppointments } from '@salon/api/appointments/endpoints';
import type { AppointmentInfo } from '@salon/api/appointments/schemas';
import type { ApiError } from '@salon/api/errors';
import type { DateRangeBody } from '@salon/api/reports/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { dashboardKeys } from './keys';

/**
 * The side panel's lists (the booking engine's report calls): `current` for today's range, `upcoming`
 * for the chosen one. A stylist always gets their own; the others their whole salon.
 */
export function useSideAppointments(kind: 'current' | 'upcoming', range: DateRangeBody | null) {
  const api = useApi();
  const endpoint = kind === 'current' ? getCurrentAppointments : getUpcomingAppointments;
  return useSWR<AppointmentInfo[], ApiError>(
    range ? dashboardKeys[kind](range) : null,
    async () => (await api(endpoint, { body: range! })).data,
  );
}
