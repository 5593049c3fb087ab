import { and, asc, eq, gt, gte, lt, ne, notExists, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, availabilitySlots, users, type SlotRow } from '../../db/schema';

/**
 * The salon's slots starting in [from, to), of the stylists `stylists` names (a condition on the
 * stylist column; undefined: every stylist).
 */
export function slotsStartingIn(salonId: string, stylists: SQL | undefined, from: Date, to: Date) {
  return and(
    eq(availabilitySlots.salonId, salonId),
    stylists,
    gte(availabilitySlots.startsAt, from),
    lt(availabilitySlots.startsAt, to),
  );
}

/**
 * No live (not canceled) appointment of the slot's stylist overlaps the slot (in the salon, when
 * `salonId` is given): `db` builds the subquery, inside the caller's transaction when it has one.
 */
export function noLiveAppointmentOverlaps(db: Pick<Database, 'select'>, salonId?: string) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(
        and(
          salonId === undefined ? undefined : eq(appointments.salonId, salonId),
          eq(appointments.stylistId, availabilitySlots.stylistId),
          ne(appointments.status, 'canceled'),
          lt(appointments.startsAt, availabilitySlots.endsAt),
          gt(appointments.endsAt, availabilitySlots.startsAt),
        ),
      ),
  );
}

/** Slots by stylist, then start. */
export const BY_STYLIST_AND_START = [asc(availabilitySlots.stylistId), asc(availabilitySlots.startsAt)];

export interface StylistRecord {
  id: string;
  salonId: string;
  name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  bio: string | null;
  active: boolean;
}

export const stylistColumns = {
  id: users.id,
  salonId: sql<string>`${users.salonId}`,
  name: users.name,
  email: users.email,
  phone: users.phone,
  photo: users.photo,
  bio: users.bio,
  active: users.active,
};

/** A slot as the public booking day shows it. */
export type DaySlot = Pick<SlotRow, 'id' | 'stylistId' | 'startsAt' | 'endsAt' | 'blocked'>;

export const daySlotColumns = {
  id: availabilitySlots.id,
  stylistId: availabilitySlots.stylistId,
  startsAt: availabilitySlots.startsAt,
  endsAt: availabilitySlots.endsAt,
  blocked: availabilitySlots.blocked,
};

export const occupancyColumns = {
  id: appointments.id,
  stylistId: appointments.stylistId,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
};

/** An instant, or the placeholder of a prepared statement's instant. */
export type Moment = Date | SQLWrapper;

/**
 * Live (not canceled) appointments overlapping [from, to), `earliest` being
 * `earliestStartOverlapping(from)`: values or placeholders of a prepared statement.
 */
export function liveAppointmentsOverlapping(from: Moment, to: Moment, earliest: Moment): SQL[] {
  return [
    // A literal, not a parameter: the planner then sees the partial index of live appointments
    // (migration 0015_scheduling_indexes) applies.
    sql`${appointments.status} <> 'canceled'`,
    lt(appointments.startsAt, to),
    // No appointment is longer than MAX_APPOINTMENT_MINUTES (a CHECK in the database): the lower
    // bound lets the (stylist_id, starts_at) index skip the salon's whole history.
    gt(appointments.startsAt, earliest),
    gt(appointments.endsAt, from),
  ];
}

export const placeholder = sql.placeholder;
