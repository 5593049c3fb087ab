import { BOOKING_HORIZON_DAYS } from '@salon/api/booking/schemas';
import type { SalonRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { addDays, instantToLocal, startOfLocalDay, todayIn, zoneOf } from '../../lib/time-zones';
import { DayBook, planAt, type PlannedService, type PlanningStylist } from '../appointments';
import { isAhead, STYLIST_NOT_FOUND, type SlotReads, type StylistRecord } from '../availability';
import type { ServiceSnapshot } from '../appointments';

/** A service of a visit as booked: the snapshot copied onto its part, its title and its length. */
export interface VisitServiceSnapshot extends ServiceSnapshot {
  title: string;
  minutes: number;
}

/** How many days one look-ahead for the next day with a start reads at once. */
const LOOK_AHEAD_DAYS = 7;

/** Where a visit of services back to back fits: the salon's stylists, the starts of days, the next day. */
export class VisitSearch {
  constructor(private readonly deps: { availability: SlotReads; now: () => Date }) {}

  /** The salon's active stylists by name (or the one asked for) with the services each does. */
  async stylistsOf(
    salonId: string,
    stylistId: string | null,
  ): Promise<Array<PlanningStylist & StylistRecord>> {
    const stylists = await this.deps.availability.listActiveStylists(salonId, stylistId);
    if (stylistId && stylists.length === 0) throw new NotFoundError(STYLIST_NOT_FOUND);
    const serviceIds = await this.deps.availability.stylistServiceIds(
      salonId,
      stylists.map((stylist) => stylist.id),
    );
    return stylists.map((stylist) => stylistPlanning(stylist, serviceIds));
  }

  /** The starts of the salon-local days `from`..`to` where the visit fits, with their plans. */
  async startsOf(
    salon: SalonRow,
    from: string,
    to: string,
    services: PlannedService[],
    stylists: PlanningStylist[],
    only: string | null,
  ) {
    const zone = zoneOf(salon);
    const dayStart = startOfLocalDay(zone, from);
    const dayEnd = startOfLocalDay(zone, addDays(to, 1));
    const ids = stylists.map((stylist) => stylist.id);
    const book = await this.bookOf(salon.id, ids, dayStart, services, dayEnd);
    const now = this.deps.now();
    return book
      .starts(ids)
      .filter((start) => start >= dayStart && start < dayEnd && isAhead(start, now))
      .flatMap((start) => {
        const plan = planAt(book, start, services, stylists, only);
        return plan ? [{ start, plan }] : [];
      });
  }

  /** The first salon-local day from `from` within the booking horizon where the visit fits; null when none. */
  async nextDate(
    salon: SalonRow,
    from: string,
    services: PlannedService[],
    stylists: PlanningStylist[],
    only: string | null | undefined,
  ): Promise<string | null> {
    const zone = zoneOf(salon);
    const last = addDays(todayIn(zone, this.deps.now()), BOOKING_HORIZON_DAYS - 1);
    for (let day = from; day <= last; day = addDays(day, LOOK_AHEAD_DAYS)) {
      const end = addDays(day, LOOK_AHEAD_DAYS - 1) < last ? addDays(day, LOOK_AHEAD_DAYS - 1) : last;
      const [first] = await this.startsOf(salon, day, end, services, stylists, only ?? null);
      if (first) return instantToLocal(zone, first.start).date;
    }
    return null;
  }

  /** The open slots and live appointments of the stylists from `from` to the visit's end past `to`. */
  async bookOf(
    salonId: string,
    stylistIds: string[],
    from: Date,
    services: PlannedService[],
    to?: Date,
  ): Promise<DayBook> {
    const total = services.reduce((sum, service) => sum + service.minutes, 0) * 60_000;
    const end = new Date((to ?? from).getTime() + total);
    const [slots, occupancy] = await Promise.all([
      this.deps.availability.listSlots(salonId, stylistIds, from, end),
      this.deps.availability.listOccupancy(salonId, stylistIds, from, end),
    ]);
    return new DayBook(slots, occupancy);
  }
}

export function plannedOf(services: VisitServiceSnapshot[]): PlannedService[] {
  return services.map((service, index) => ({
    index,
    mainServiceId: service.mainServiceId,
    subServiceId: service.subServiceId ?? service.mainServiceId,
    minutes: service.minutes,
  }));
}

function stylistPlanning(
  stylist: StylistRecord,
  serviceIds: Map<string, string[]>,
): PlanningStylist & StylistRecord {
  return { ...stylist, serviceIds: serviceIds.get(stylist.id) ?? [] };
}
