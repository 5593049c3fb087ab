import { TIME_ZONE_TEXTS, type SalonTimeZone } from '@salon/api/booking-settings/schemas';
import type { Database } from '../../db/client';
import type { SalonRow } from '../../db/schema';
import { authorize } from '../../http/authorize';
import { noSalonChosen, ownSalonOf, type Viewer } from '../../http/viewer';
import type { SlotService } from '../availability';
import type { ZoneSalons } from '../salons';

function zoneOfRow(salon: SalonRow): SalonTimeZone {
  return { timeZone: salon.timeZone, country: salon.country };
}

/**
 * A salon's time zone in Booking Settings (owner, managers, the superadmin in it). Appointments are
 * instants, so a change moves none of them; what is counted in the zone follows in the change's
 * transaction: the report tallies by their trigger, and the free slots ahead, made again from each
 * stylist's weekly hours on the new clock.
 */
export class SalonTimeZones {
  constructor(
    private readonly deps: {
      salons: ZoneSalons;
      slots: Pick<SlotService, 'regenerateInZone'>;
    },
  ) {}

  async settings(viewer: Viewer): Promise<SalonTimeZone> {
    authorize(viewer, 'booking-settings.timeZone', TIME_ZONE_TEXTS.editorsOnly);
    const salon = await this.deps.salons.findById(ownSalonOf(viewer));
    if (!salon) throw noSalonChosen();
    return zoneOfRow(salon);
  }

  async change(
    viewer: Viewer,
    zone: string,
    /** Set with the zone when given (a salon made before sign-up asked where it is). */
    country?: string,
  ): Promise<{ settings: SalonTimeZone; message: string }> {
    authorize(viewer, 'booking-settings.timeZone', TIME_ZONE_TEXTS.editorsOnly);
    const salonId = ownSalonOf(viewer);
    const moved = await this.deps.salons.moveTimeZone(
      salonId,
      zone,
      (tx: Database, previous) =>
        previous === zone ? Promise.resolve(null) : this.deps.slots.regenerateInZone(salonId, zone, tx),
      country,
    );
    if (!moved) throw noSalonChosen();
    return { settings: zoneOfRow(moved.salon), message: TIME_ZONE_TEXTS.saved(zone) };
  }
}
