import { getSalonTimeZone, updateSalonTimeZone } from '@salon/api/booking-settings/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { SalonTimeZones } from '../time-zones';

/** The salon's time zone (owner, managers, the superadmin in the salon). */
export function timeZoneRoutes(route: ContractRouter, zones: SalonTimeZones): void {
  route(getSalonTimeZone, async ({ viewer }) => ({ data: await zones.settings(viewer) }));
  route(updateSalonTimeZone, async ({ viewer, body }) => {
    const { settings, message } = await zones.change(viewer, body.timeZone, body.country);
    return { data: settings, message };
  });
}
