import { getCurrentAppointments, getUpcomingAppointments } from '@salon/api/appointments/endpoints';
import type { DateRangeBody } from '@salon/api/dashboard/schemas';
import { useApiQuery } from '../core';
import { dashboardKeys } from './keys';

/**
 * The side panel's lists (the booking engine's report calls): `current` for today's range, `upcoming`
 * for the chosen one. A stylist always gets their own; the others their whole salon.
 */
export function useSideAppointments(kind: 'current' | 'upcoming', range: DateRangeBody | null) {
  const endpoint = kind === 'current' ? getCurrentAppointments : getUpcomingAppointments;
  return useApiQuery(range ? dashboardKeys[kind](range) : null, endpoint, range && { body: range });
}
