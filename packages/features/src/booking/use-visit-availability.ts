import { getVisitAvailability } from '@salon/api/booking/endpoints';
import type { VisitService } from '@salon/api/booking/visit-booking';
import { useApiQuery } from '../core';
import { bookingKeys } from './keys';

/**
 * The start times of a salon-local day where the visit's services fit back to back, asked
 * only for a visit of two services or more. One stylist for all when `stylistId` names one.
 */
export function useVisitAvailability(
  salonId: string | null | undefined,
  date: string | null,
  services: VisitService[],
  stylistId: string | null,
) {
  const ready = salonId && date && services.length > 1;
  return useApiQuery(
    ready ? bookingKeys.visit(salonId, date, services.map((s) => s.subService).join(','), stylistId) : null,
    getVisitAvailability,
    ready ? { body: { salon: salonId, requestDate: date, services, stylistId } } : null,
    { refreshInterval: 60_000 },
  );
}
