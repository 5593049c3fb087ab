import {
  BOOKING_CUTOFF_MINUTES,
  type Slot,
  type SlotStatus,
  type StylistData,
} from '@salon/api/availability/schemas';
import type { SlotRow } from '../../db/schema';
import type { Occupancy, StylistRecord } from './repository';
import { instantToLocal } from './zone';

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

/**
 * A slot's status: the status of the live appointment overlapping it, else `canceled` when blocked
 * (its appointment was canceled), else `available`. `occupancy` is the stylist's live appointments.
 */
export function slotStatusOf(
  slot: SlotRow,
  occupancy: Occupancy[],
): { slotStatus: SlotStatus; appointmentList: string[] } {
  const live = occupancy.filter(
    (appointment) =>
      appointment.stylistId === slot.stylistId &&
      appointment.startsAt.getTime() < slot.endsAt.getTime() &&
      appointment.endsAt.getTime() > slot.startsAt.getTime(),
  );
  if (live[0]) return { slotStatus: live[0].status, appointmentList: live.map((a) => a.id) };
  return { slotStatus: slot.blocked ? 'canceled' : 'available', appointmentList: [] };
}

export function toSlot(slot: SlotRow, zone: string, occupancy: Occupancy[], now: Date): Slot {
  const local = instantToLocal(zone, slot.startsAt);
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

/** Groups live appointments by stylist, so each slot looks only at its stylist's. */
export function occupancyByStylist(occupancy: Occupancy[]): Map<string, Occupancy[]> {
  const map = new Map<string, Occupancy[]>();
  for (const item of occupancy) {
    const list = map.get(item.stylistId) ?? [];
    list.push(item);
    map.set(item.stylistId, list);
  }
  return map;
}
