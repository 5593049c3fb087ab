import { and, asc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appointments, users } from '../../db/schema';
import { addDays, instantToLocal, startOfLocalDay, todayIn, zoneOf } from '../../lib/time-zones';
import { appointmentCode } from './mapping';

/** A client's visit of the day as the check-in kiosk shows it, in the salon's zone. */
export interface DueVisit {
  id: string;
  code: string;
  userId: string;
  /** 'HH:mm' in the salon's zone. */
  start: string;
  service: string;
  stylist: { _id: string; name: string };
}

type Salon = { id: string; timeZone: string };

/** Not cancelled, not a no-show, not checked in yet. */
const dueColumns = {
  id: appointments.id,
  number: appointments.number,
  userId: appointments.userId,
  startsAt: appointments.startsAt,
  service: sql<string>`coalesce(${appointments.subServiceTitle}, ${appointments.mainServiceTitle}, '')`,
  stylistId: users.id,
  stylistName: users.name,
};

/**
 * The check-in kiosk's side of the calendar: a client's appointments of the day that they have not
 * arrived for, and the arrival itself, which the team's day then shows.
 */
export class Arrivals {
  constructor(private readonly db: Database) {}

  /** The next visit of the day of each client (ended ones left out), by client. */
  async dueToday(salon: Salon, userIds: readonly string[], now: Date): Promise<Map<string, DueVisit>> {
    const due = new Map<string, DueVisit>();
    if (userIds.length === 0) return due;
    const rows = await this.dueQuery(salon, now, inArray(appointments.userId, [...userIds]));
    for (const row of rows) {
      if (row.userId && !due.has(row.userId)) due.set(row.userId, visitOf(salon, row, row.userId));
    }
    return due;
  }

  /** The visit of the day with this number ('AP-001042' is number 1042), when it has a client. */
  async dueByNumber(salon: Salon, number: number, now: Date): Promise<DueVisit | undefined> {
    const [row] = await this.dueQuery(salon, now, eq(appointments.number, number));
    return row?.userId ? visitOf(salon, row, row.userId) : undefined;
  }

  /**
   * Marks the client's visit of the day arrived: 'arrived' when this call did, 'already' when it was,
   * and undefined when it is not theirs today or no longer live (cancelled, a no-show).
   */
  async arrive(
    salon: Salon,
    appointmentId: string,
    userId: string,
    now: Date,
  ): Promise<{ outcome: 'arrived' | 'already'; visit: DueVisit } | undefined> {
    const { start, end } = dayOf(salon, now);
    const changed = await this.db
      .update(appointments)
      .set({ stage: 'arrived', stageAt: now, updatedAt: now })
      .where(
        and(
          eq(appointments.salonId, salon.id),
          eq(appointments.id, appointmentId),
          eq(appointments.userId, userId),
          inArray(appointments.status, ['booked', 'confirmed']),
          isNull(appointments.noShowAt),
          isNull(appointments.stage),
          lt(appointments.startsAt, end),
          gt(appointments.endsAt, start),
        ),
      )
      .returning({ id: appointments.id });
    const [row] = await this.db
      .select({ ...dueColumns, stage: appointments.stage, status: appointments.status })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.stylistId))
      .where(
        and(
          eq(appointments.salonId, salon.id),
          eq(appointments.id, appointmentId),
          eq(appointments.userId, userId),
          lt(appointments.startsAt, end),
          gt(appointments.endsAt, start),
        ),
      );
    if (!row) return undefined;
    const visit = visitOf(salon, row, userId);
    if (changed.length > 0) return { outcome: 'arrived', visit };
    // A second tap of the same check-in answers as the first did.
    return row.stage !== null && row.status !== 'canceled' ? { outcome: 'already', visit } : undefined;
  }

  private dueQuery(salon: Salon, now: Date, which: SQL) {
    const { end } = dayOf(salon, now);
    return this.db
      .select(dueColumns)
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.stylistId))
      .where(
        and(
          eq(appointments.salonId, salon.id),
          which,
          inArray(appointments.status, ['booked', 'confirmed']),
          isNull(appointments.noShowAt),
          isNull(appointments.stage),
          lt(appointments.startsAt, end),
          gt(appointments.endsAt, now),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
  }
}

function dayOf(salon: Salon, now: Date): { start: Date; end: Date } {
  const zone = zoneOf(salon);
  const today = todayIn(zone, now);
  return { start: startOfLocalDay(zone, today), end: startOfLocalDay(zone, addDays(today, 1)) };
}

function visitOf(
  salon: Salon,
  row: {
    id: string;
    number: number;
    startsAt: Date;
    service: string;
    stylistId: string;
    stylistName: string;
  },
  userId: string,
): DueVisit {
  return {
    id: row.id,
    code: appointmentCode(row.number),
    userId,
    start: instantToLocal(zoneOf(salon), row.startsAt).time,
    service: row.service,
    stylist: { _id: row.stylistId, name: row.stylistName },
  };
}
