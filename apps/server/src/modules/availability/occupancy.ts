import { MAX_APPOINTMENT_MINUTES } from '@salon/api/appointments/schemas';
import type { SlotStatus } from '@salon/api/availability/schemas';
import type { AppointmentStatusValue, SlotRow } from '../../db/schema';

/** A live (not canceled) appointment as slot statuses need it. */
export interface Occupancy {
  id: string;
  stylistId: string;
  status: AppointmentStatusValue;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The earliest start an appointment overlapping `from` can have: no appointment is longer than
 * MAX_APPOINTMENT_MINUTES (a CHECK in the database), so occupancy queries bound the start from below and
 * the (stylist_id, starts_at) indexes skip the salon's whole history.
 */
export function earliestStartOverlapping(from: Date): Date {
  return new Date(from.getTime() - MAX_APPOINTMENT_MINUTES * 60_000);
}

/**
 * A slot's status: the status of the live appointment overlapping it, else `canceled` when blocked
 * (closed by staff; a cancelled appointment no longer blocks its time), else `available`. `occupancy`
 * is the stylist's live appointments.
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

/** A slot's status alone (the public booking page's answer): `slotStatusOf` without listing ids. */
export function slotStatusOnly(
  slot: Pick<SlotRow, 'stylistId' | 'startsAt' | 'endsAt' | 'blocked'>,
  occupancy: Occupancy[],
): SlotStatus {
  for (const appointment of occupancy) {
    if (
      appointment.stylistId === slot.stylistId &&
      appointment.startsAt.getTime() < slot.endsAt.getTime() &&
      appointment.endsAt.getTime() > slot.startsAt.getTime()
    ) {
      return appointment.status;
    }
  }
  return slot.blocked ? 'canceled' : 'available';
}

/** Rows (slots, live appointments) by stylist, in their order: one pass, so each slot looks only at its stylist's. */
export function groupByStylist<Row extends { stylistId: string }>(rows: Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const list = map.get(row.stylistId);
    if (list) list.push(row);
    else map.set(row.stylistId, [row]);
  }
  return map;
}
