import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { readPage, windowOf, type PageRows } from '../../db/paging';
import { appointments, services, users, type AppointmentRow } from '../../db/schema';
import { earliestStartOverlapping } from '../availability';

/** An appointment with what its answers show of the stylist and the client. */
export interface AppointmentRecord extends AppointmentRow {
  stylist: { id: string; name: string; email: string; phone: string | null; photo: string | null };
  clientNote: string | null;
}

export interface ServiceRecord {
  id: string;
  parentId: string | null;
  title: string;
  chargesCents: number;
  requiredMinutes: number;
  enable: boolean;
  paymentPolicy: 'none' | 'deposit' | 'card';
  depositKind: 'percent' | 'fixed' | null;
  depositValue: number | null;
}

const stylist = alias(users, 'stylist');
const client = alias(users, 'client');

/** The reads of a salon's appointments, with their stylist and client note; every query takes the salon id. */
export class AppointmentReads {
  constructor(protected readonly db: Database) {}

  protected selectRecords() {
    return this.db
      .select({
        appointment: appointments,
        stylist: {
          id: stylist.id,
          name: stylist.name,
          email: stylist.email,
          phone: stylist.phone,
          photo: stylist.photo,
        },
        clientNote: client.clientNote,
      })
      .from(appointments)
      .innerJoin(stylist, eq(stylist.id, appointments.stylistId))
      .leftJoin(client, eq(client.id, appointments.userId));
  }

  private static toRecord(row: {
    appointment: AppointmentRow;
    stylist: AppointmentRecord['stylist'];
    clientNote: string | null;
  }): AppointmentRecord {
    return { ...row.appointment, stylist: row.stylist, clientNote: row.clientNote };
  }

  async findById(salonId: string, id: string): Promise<AppointmentRecord | undefined> {
    const [row] = await this.selectRecords().where(
      and(eq(appointments.salonId, salonId), eq(appointments.id, id)),
    );
    return row ? AppointmentReads.toRecord(row) : undefined;
  }

  /** The parts of the visits named, in each visit's order (every status). */
  async listVisitParts(salonId: string, visitIds: string[]): Promise<AppointmentRecord[]> {
    if (visitIds.length === 0) return [];
    const rows = await this.selectRecords()
      .where(and(eq(appointments.salonId, salonId), inArray(appointments.visitId, visitIds)))
      .orderBy(asc(appointments.visitId), asc(appointments.visitPart));
    return rows.map(AppointmentReads.toRecord);
  }

  /** Appointments of the stylists overlapping [from, to), every status, by start. */
  async listOverlapping(
    salonId: string,
    stylistId: string,
    from: Date,
    to: Date,
  ): Promise<AppointmentRecord[]> {
    const rows = await this.selectRecords()
      .where(
        and(
          eq(appointments.salonId, salonId),
          eq(appointments.stylistId, stylistId),
          lt(appointments.startsAt, to),
          gt(appointments.startsAt, earliestStartOverlapping(from)),
          gt(appointments.endsAt, from),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.number));
    return rows.map(AppointmentReads.toRecord);
  }

  async listWaiting(salonId: string, stylistId: string, from: Date): Promise<AppointmentRecord[]> {
    const rows = await this.selectRecords()
      .where(
        and(
          eq(appointments.salonId, salonId),
          eq(appointments.stylistId, stylistId),
          eq(appointments.status, 'waiting'),
          gte(appointments.startsAt, from),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.number));
    return rows.map(AppointmentReads.toRecord);
  }

  /**
   * Live appointments starting in [from, to) of the salon (or one stylist): `current` ones are under way
   * at `now`, the others start after `now`. At most 500, soonest first.
   */
  async listForReport(input: {
    salonId: string;
    stylistId: string | null;
    from: Date;
    to: Date;
    now: Date;
    kind: 'current' | 'upcoming';
  }): Promise<AppointmentRecord[]> {
    const rows = await this.selectRecords()
      .where(
        and(
          eq(appointments.salonId, input.salonId),
          input.stylistId ? eq(appointments.stylistId, input.stylistId) : undefined,
          ne(appointments.status, 'canceled'),
          gte(appointments.startsAt, input.from),
          lt(appointments.startsAt, input.to),
          input.kind === 'current'
            ? and(lte(appointments.startsAt, input.now), gt(appointments.endsAt, input.now))
            : gt(appointments.startsAt, input.now),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.number))
      .limit(500);
    return rows.map(AppointmentReads.toRecord);
  }

  async countUpcomingForStylist(salonId: string, stylistId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.salonId, salonId),
          eq(appointments.stylistId, stylistId),
          ne(appointments.status, 'canceled'),
          gt(appointments.startsAt, now),
        ),
      );
    return row?.value ?? 0;
  }

  /**
   * A client's own visits at the salon, one page: `upcoming` the live ones not yet over (soonest first),
   * `past` the rest: over or cancelled (newest first).
   */
  async listForClient(input: {
    salonId: string;
    userId: string;
    when: 'upcoming' | 'past';
    now: Date;
    pageNumber: number;
    pageSize: number;
  }): Promise<PageRows<AppointmentRecord>> {
    // A multi-service visit is listed once, by its first part (visits-service.ts shows the whole visit).
    const own = and(
      eq(appointments.salonId, input.salonId),
      eq(appointments.userId, input.userId),
      or(isNull(appointments.visitPart), eq(appointments.visitPart, 1)),
    );
    const upcoming = and(ne(appointments.status, 'canceled'), gt(appointments.endsAt, input.now));
    const past = or(eq(appointments.status, 'canceled'), lte(appointments.endsAt, input.now));
    const where = and(own, input.when === 'upcoming' ? upcoming : past);
    const order =
      input.when === 'upcoming'
        ? [asc(appointments.startsAt), asc(appointments.number)]
        : [desc(appointments.startsAt), desc(appointments.number)];
    const page = await readPage(
      windowOf(input),
      this.selectRecords()
        .where(where)
        .orderBy(...order),
      this.db.select({ value: count() }).from(appointments).where(where),
    );
    return { rows: page.rows.map(AppointmentReads.toRecord), total: page.total };
  }

  /** A service (category or sub-service) of the salon. */
  async findService(salonId: string, serviceId: string): Promise<ServiceRecord | undefined> {
    const [row] = await this.db
      .select({
        id: services.id,
        parentId: services.parentId,
        title: services.title,
        chargesCents: services.chargesCents,
        requiredMinutes: services.requiredMinutes,
        enable: services.enable,
        paymentPolicy: services.paymentPolicy,
        depositKind: services.depositKind,
        depositValue: services.depositValue,
      })
      .from(services)
      .where(and(eq(services.salonId, salonId), eq(services.id, serviceId)));
    return row;
  }
}
