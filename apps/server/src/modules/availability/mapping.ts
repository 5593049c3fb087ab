import { BOOKING_CUTOFF_MINUTES, type Slot, type StylistData } from '@salon/api/availability/schemas';
import type { SlotRow } from '../../db/schema';
import { type LocalClock } from '../../lib/time-zones';
import { slotStatusOf, type Occupancy } from './occupancy';
import type { StylistRecord } from './slot-reads';

/* The mapping of calendars: rows to the contract's slots and stylists. */

/** More than 15 minutes ahead of `now`: may still be booked, moved, re-statused or deleted. */
export function isAhead(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() > BOOKING_CUTOFF_MINUTES * 60_000;
}

export function stylistDataOf(
  stylist: Pick<StylistRecord, 'id' | 'name' | 'email' | 'phone' | 'photo'>,
): StylistData {
  return {
    _id: stylist.id,
    name: stylist.name,
    email: stylist.email,
    phone: stylist.phone,
    photo: stylist.photo,
  };
}

/** `clock`: the salon's `localClock`, shared by the slots of one answer. */
export function toSlot(slot: SlotRow, clock: LocalClock, occupancy: Occupancy[], now: Date): Slot {
  const local = clock(slot.startsAt);
  return {
    _id: slot.id,
    stylist: slot.stylistId,
    start_date: local.date,
    timeAsAString: local.time,
    timeAsADate: slot.startsAt.toISOString(),
    endAsADate: slot.endsAt.toISOString(),
    ...slotStatusOf(slot, occupancy),
    editable: isAhead(slot.startsAt, now),
  };
}
