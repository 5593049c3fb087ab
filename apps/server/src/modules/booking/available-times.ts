import { BOOKING_CUTOFF_MINUTES } from '@salon/api/availability/schemas';
import { slotStateCode } from '@salon/api/booking/available-times';
import {
  BOOKING_HORIZON_DAYS,
  type AvailableByDateBody,
  type AvailableDay,
  type AvailableTimes,
  type NextAvailableDate,
  type NextAvailableDateBody,
} from '@salon/api/booking/schemas';
import { NotFoundError } from '../../errors';
import {
  addDays,
  instantToLocal,
  localTimeClock,
  localDateOf,
  startOfLocalDay,
  todayIn,
  zoneOf,
} from '../../lib/time-zones';
import { isAhead } from '../availability';
import { SALON_NOT_FOUND, STYLIST_NOT_FOUND } from '../availability';
import { groupByStylist, slotStatusOnly } from '../availability';
import { SLOT_MS, publicStylist, type BookingDeps } from './booking-deps';

/** The public booking page's times: a day's slots, the free starts of a service, the next open day. */
export class BookingTimes {
  constructor(private readonly deps: BookingDeps) {}

  /** The public booking page's day: every slot as a `PublicSlot` (the spec's call). */
  async availableDay(body: AvailableByDateBody): Promise<AvailableDay> {
    const day = await this.bookableDay(body);
    const timeOf = localTimeClock(day.zone);
    return {
      salon: day.salonId,
      date: day.date,
      timeZone: day.zone,
      stylists: day.stylists.map((stylist) => ({
        stylistData: publicStylist(stylist),
        slots: (day.slotsOf.get(stylist.id) ?? []).map((slot) => {
          const slotStatus = slotStatusOnly(slot, day.held.get(stylist.id) ?? []);
          return {
            _id: slot.id,
            timeAsAString: timeOf(slot.startsAt),
            timeAsADate: slot.startsAt.toISOString(),
            endAsADate: slot.endsAt.toISOString(),
            slotStatus,
            choosable: slotStatus === 'available' && isAhead(slot.startsAt, day.now),
          };
        }),
      })),
      cutoffMinutes: day.cutoffMinutes,
    };
  }

  /**
   * The same day in compact form, the booking page's answer: per stylist the slot ids, their starts in
   * minutes after the day's start and a state letter each, with no per-slot object or formatted time.
   */
  async availableTimes(body: AvailableByDateBody): Promise<AvailableTimes> {
    const day = await this.bookableDay(body);
    const dayStart = day.from.getTime();
    return {
      salon: day.salonId,
      date: day.date,
      timeZone: day.zone,
      dayStart: day.from.toISOString(),
      stylists: day.stylists.map((stylist) => {
        const slots = day.slotsOf.get(stylist.id) ?? [];
        const held = day.held.get(stylist.id) ?? [];
        const slotIds: string[] = [];
        const starts: number[] = [];
        let states = '';
        for (const slot of slots) {
          const slotStatus = slotStatusOnly(slot, held);
          slotIds.push(slot.id);
          starts.push((slot.startsAt.getTime() - dayStart) / 60_000);
          states += slotStateCode(slotStatus, slotStatus === 'available' && isAhead(slot.startsAt, day.now));
        }
        return { stylistData: publicStylist(stylist), slotIds, starts, states };
      }),
      cutoffMinutes: day.cutoffMinutes,
    };
  }

  /**
   * What both forms of the public day answer. Five queries whatever the number of stylists, in two round
   * trips: the salon, then its subscription, stylists, slots and live appointments side by side (slots
   * and appointments of the whole salon, or of the stylist asked for; a slot of a stylist not listed is
   * never looked up), grouped by stylist once so that each slot looks only at its stylist's appointments.
   */
  private async bookableDay(body: AvailableByDateBody) {
    const salon = await this.deps.availability.findSalon(body.salon);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    const zone = zoneOf(salon);
    const date = localDateOf(zone, body.requestDate);
    const from = startOfLocalDay(zone, date);
    const to = startOfLocalDay(zone, addDays(date, 1));
    const stylistId = body.stylistId ?? null;
    const [, stylists, slots, occupancy, policy] = await Promise.all([
      // A salon whose subscription ended says so when the page opens, not after the form is filled.
      this.deps.open?.(salon.id),
      this.deps.availability.listActiveStylists(salon.id, stylistId),
      this.deps.availability.listDaySlots(salon.id, stylistId, from, to),
      this.deps.availability.listOccupancy(
        salon.id,
        stylistId ? [stylistId] : null,
        from,
        new Date(to.getTime() + SLOT_MS),
      ),
      this.deps.changePolicies.of(salon),
    ]);
    if (stylistId && stylists.length === 0) throw new NotFoundError(STYLIST_NOT_FOUND);
    return {
      salonId: salon.id,
      zone,
      date,
      from,
      stylists,
      slotsOf: groupByStylist(slots),
      held: groupByStylist(occupancy),
      cutoffMinutes: policy.cutoffMinutes,
      now: this.deps.now(),
    };
  }

  /**
   * The first salon-local day from `fromDate` (default today) with a slot the visitor may pick, within
   * `BOOKING_HORIZON_DAYS` of today; null when none. Three queries: salon, stylists, first free slot.
   */
  async nextAvailableDate(body: NextAvailableDateBody): Promise<NextAvailableDate> {
    const salon = await this.deps.availability.findSalon(body.salon);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    await this.deps.open?.(salon.id);
    const zone = zoneOf(salon);
    const now = this.deps.now();
    const today = todayIn(zone, now);
    const end = startOfLocalDay(zone, addDays(today, BOOKING_HORIZON_DAYS));
    const stylists = await this.deps.availability.listActiveStylists(salon.id, body.stylistId);
    if (body.stylistId && stylists.length === 0) throw new NotFoundError(STYLIST_NOT_FOUND);
    const cutoff = now.getTime() + BOOKING_CUTOFF_MINUTES * 60_000;
    const dayStart = body.fromDate ? startOfLocalDay(zone, body.fromDate).getTime() - 1 : cutoff;
    const after = new Date(Math.max(cutoff, dayStart));
    if (after >= end) return { date: null, timeZone: zone };
    const start = await this.deps.availability.firstFreeSlotStart(
      salon.id,
      stylists.map((stylist) => stylist.id),
      after,
      end,
    );
    return { date: start ? instantToLocal(zone, start).date : null, timeZone: zone };
  }
}
