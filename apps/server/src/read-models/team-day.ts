import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, users } from '../db/schema';

/** The stylists of a salon, by name: the team day's columns. */
export function teamStylists(db: Database, salonId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.salonId, salonId), eq(users.role, 'stylist'), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * The salon's appointments in `[start, end)` (the waitlist aside), with the desk's sale of each: a
 * visit's sale is its first part's, found by the visit for the other parts.
 */
export function teamDayAppointments(db: Database, salonId: string, start: Date, end: Date) {
  const saleOf = (column: string) =>
    sql.raw(`(select s.${column} from sales s
      where s.salon_id = appointments.salon_id and s.status <> 'voided'
        and (s.appointment_id = appointments.id
          or (appointments.visit_id is not null and s.visit_id = appointments.visit_id))
      order by s.created_at desc limit 1)`);
  return db
    .select({
      id: appointments.id,
      stylistId: appointments.stylistId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      clientName: appointments.clientName,
      service: sql<string>`coalesce(${appointments.subServiceTitle}, '')`,
      status: appointments.status,
      stage: appointments.stage,
      noShowAt: appointments.noShowAt,
      visitId: appointments.visitId,
      saleId: sql<string | null>`${saleOf('id')}`,
      saleStatus: sql<string | null>`${saleOf('status')}`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, salonId),
        lt(appointments.startsAt, end),
        gt(appointments.endsAt, start),
        inArray(appointments.status, ['booked', 'confirmed', 'canceled']),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}
