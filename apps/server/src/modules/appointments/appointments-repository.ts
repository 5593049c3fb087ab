import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isExclusionViolation, retryOnDeadlock } from '../../db/errors';
import { readPage, windowOf, type PageRows } from '../../db/paging';
import { lockStylistSchedule, scheduleWrites } from '../../db/locks';
import {
  appointments,
  services,
  users,
  type AppointmentRow,
  type AppointmentStatusValue,
  type NewAppointmentRow,
  type NewUserRow,
} from '../../db/schema';
import type { AccountRows } from '../accounts';
import { earliestStartOverlapping } from '../availability';

/** An appointment with what its answers show of the stylist and the client. */
export interface AppointmentRecord extends AppointmentRow {
  stylist: { id: string; name: string; email: string; phone: string | null; photo: string | null };
  clientNote: string | null;
}

/** The time is held by another live appointment of the stylist (the exclusion constraint said so). */
/** The columns of a status change the client's calendar hears of: the status, SEQUENCE + 1. */
export function statusChange(status: AppointmentRow['status']) {
  return {
    status,
    calendarSequence: sql`${appointments.calendarSequence} + 1`,
    updatedAt: new Date(),
  };
}

export class TimeTakenError extends Error {
  constructor() {
    super('time taken');
  }
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

/** Appointments of a salon; every query takes the salon id. */
export class AppointmentRepository {
  constructor(
    private readonly db: Database,
    /** A guest booking's new client account is created through the accounts module, in the booking's transaction. */
    private readonly accounts: AccountRows,
  ) {}

  private selectRecords() {
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
    return row ? AppointmentRepository.toRecord(row) : undefined;
  }

  /** The parts of the visits named, in each visit's order (every status). */
  async listVisitParts(salonId: string, visitIds: string[]): Promise<AppointmentRecord[]> {
    if (visitIds.length === 0) return [];
    const rows = await this.selectRecords()
      .where(and(eq(appointments.salonId, salonId), inArray(appointments.visitId, visitIds)))
      .orderBy(asc(appointments.visitId), asc(appointments.visitPart));
    return rows.map(AppointmentRepository.toRecord);
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
    return rows.map(AppointmentRepository.toRecord);
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
    return rows.map(AppointmentRepository.toRecord);
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
    return rows.map(AppointmentRepository.toRecord);
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
   * Inserts an appointment, first creating the client account when `newClient` is given, in one
   * transaction: a booking that loses the race leaves no account behind. TimeTakenError on overlap.
   * `afterInsert` runs in that transaction (the booking's confirmation e-mail goes to the outbox there).
   * Answers the stored row too, as the insert returned it (nothing else in the transaction changes it).
   */
  async create(
    values: Omit<NewAppointmentRow, 'id' | 'number'>,
    newClient?: Omit<NewUserRow, 'id'>,
    afterInsert?: (tx: Database, appointment: AppointmentRow) => Promise<void>,
  ): Promise<{ id: string; row: AppointmentRow; clientCreated: boolean }> {
    return this.scheduleWrite(values.salonId, values.stylistId, async (tx) => {
      let userId = values.userId ?? null;
      if (newClient) userId = (await this.accounts.createUnlessTaken(newClient, tx)) ?? null;
      const [row] = await tx
        .insert(appointments)
        .values({ ...values, userId })
        .returning();
      await afterInsert?.(tx, row!);
      return { id: row!.id, row: row!, clientCreated: Boolean(newClient && userId) };
    });
  }

  /**
   * Edits an appointment; a move takes the turn of the stylist it moves to (db/locks.ts). `afterUpdate`
   * runs in that transaction (a move re-plans its reminders there).
   */
  async update(
    salonId: string,
    id: string,
    values: Partial<NewAppointmentRow> & { stylistId: string },
    afterUpdate?: (tx: Database) => Promise<void>,
  ): Promise<void> {
    await this.scheduleWrite(salonId, values.stylistId, async (tx) => {
      await tx
        .update(appointments)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(appointments.salonId, salonId), eq(appointments.id, id)));
      await afterUpdate?.(tx);
    });
  }

  /**
   * A booking or a move: in a transaction holding the turn of the stylist it books (db/locks.ts), as one
   * of the schedule's writers, retried after a deadlock; an overlap is a TimeTakenError.
   */
  private async scheduleWrite<T>(
    salonId: string,
    stylistId: string,
    write: (tx: Database) => Promise<T>,
  ): Promise<T> {
    try {
      return await retryOnDeadlock(() =>
        scheduleWrites.run(() =>
          this.db.transaction(async (tx) => {
            await lockStylistSchedule(tx, salonId, stylistId);
            return write(tx);
          }),
        ),
      );
    } catch (error) {
      if (isExclusionViolation(error)) throw new TimeTakenError();
      throw error;
    }
  }

  /**
   * Sets the status, in one transaction under the stylist's turn. A cancel frees the time at once: the
   * slots stay open for the next visitor (only staff's own block closes a time).
   */
  async changeStatus(
    appointment: AppointmentRow,
    status: AppointmentStatusValue,
    options: {
      /** Change nothing (and answer false) when the appointment already has `status`. */
      onlyIfChanged?: boolean;
      /**
       * Runs in the transaction after the change (e-mails to the outbox), with the calendar entry's new
       * SEQUENCE: every status change raises it in the same update, so the client's calendar applies the
       * update or cancel the change sends.
       */
      afterChange?: (tx: Database, changed: { calendarSequence: number }) => Promise<void>;
    } = {},
  ): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        await lockStylistSchedule(tx, appointment.salonId, appointment.stylistId);
        const changed = await tx
          .update(appointments)
          .set(statusChange(status))
          .where(
            and(
              eq(appointments.salonId, appointment.salonId),
              eq(appointments.id, appointment.id),
              options.onlyIfChanged ? ne(appointments.status, status) : undefined,
            ),
          )
          .returning({ id: appointments.id, calendarSequence: appointments.calendarSequence });
        const [row] = changed;
        if (!row) return false;
        await options.afterChange?.(tx, { calendarSequence: row.calendarSequence });
        return true;
      });
    } catch (error) {
      if (isExclusionViolation(error)) throw new TimeTakenError();
      throw error;
    }
  }

  /**
   * Issue 22: the held booking is paid. In one transaction: `settle` (the payment row's conditional
   * update; false: an earlier call settled it, nothing more happens), then the hold ends (`payment_due_until`
   * emptied) and `afterConfirm` queues what a booking sends. 'released' when the payment settled but the
   * hold had been released meanwhile (the caller gives the money back).
   */
  async confirmHold(
    salonId: string,
    /** The held appointment, or every held part of a multi-service visit. */
    hold: { id: string } | { visitId: string },
    settle: (tx: Database) => Promise<boolean>,
    afterConfirm: (tx: Database) => Promise<void>,
  ): Promise<'confirmed' | 'released' | 'unchanged'> {
    return this.db.transaction(async (tx) => {
      if (!(await settle(tx))) return 'unchanged';
      const [row] = await tx
        .update(appointments)
        .set({ paymentDueUntil: null, updatedAt: new Date() })
        .where(
          and(
            eq(appointments.salonId, salonId),
            'visitId' in hold ? eq(appointments.visitId, hold.visitId) : eq(appointments.id, hold.id),
            isNotNull(appointments.paymentDueUntil),
            ne(appointments.status, 'canceled'),
          ),
        )
        .returning({ id: appointments.id });
      if (!row) return 'released';
      await afterConfirm(tx);
      return 'confirmed';
    });
  }

  /**
   * Releases a held booking (declined card, expired hold): cancelled, so its time is free at once, when it
   * is still held; `afterRelease` (the payment row's update) in the same transaction. False when it was
   * no longer held (paid or released by another call).
   */
  async releaseHold(
    appointment: Pick<AppointmentRow, 'salonId' | 'id' | 'stylistId'>,
    afterRelease?: (tx: Database) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockStylistSchedule(tx, appointment.salonId, appointment.stylistId);
      const [row] = await tx
        .update(appointments)
        .set(statusChange('canceled'))
        .where(
          and(
            eq(appointments.salonId, appointment.salonId),
            eq(appointments.id, appointment.id),
            isNotNull(appointments.paymentDueUntil),
            ne(appointments.status, 'canceled'),
          ),
        )
        .returning({ id: appointments.id });
      if (!row) return false;
      await afterRelease?.(tx);
      return true;
    });
  }

  /** Held bookings whose payment time has passed (every salon, or one), oldest first, at most `limit`. */
  async listExpiredHolds(now: Date, salonId: string | null, limit = 200): Promise<AppointmentRow[]> {
    return this.db
      .select()
      .from(appointments)
      .where(
        and(
          isNotNull(appointments.paymentDueUntil),
          lt(appointments.paymentDueUntil, now),
          ne(appointments.status, 'canceled'),
          salonId ? eq(appointments.salonId, salonId) : undefined,
        ),
      )
      .orderBy(asc(appointments.paymentDueUntil))
      .limit(limit);
  }

  /** Issue 22: the card on file of a card-on-file booking: its provider's customer, then its saved card. */
  async setSavedCard(
    salonId: string,
    id: string,
    card: { customerId?: string; methodId?: string },
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .update(appointments)
      .set({
        ...(card.customerId ? { paymentCustomerId: card.customerId } : {}),
        ...(card.methodId ? { paymentMethodId: card.methodId } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(appointments.salonId, salonId), eq(appointments.id, id)));
  }

  /**
   * Marks the visit a no-show (issue 22) once: true when this call marked it, false when it already was
   * (or is cancelled), so a retried click changes nothing.
   */
  async markNoShow(salonId: string, id: string, at: Date): Promise<boolean> {
    const changed = await this.db
      .update(appointments)
      .set({ noShowAt: at, updatedAt: new Date() })
      .where(
        and(
          eq(appointments.salonId, salonId),
          eq(appointments.id, id),
          isNull(appointments.noShowAt),
          ne(appointments.status, 'canceled'),
        ),
      )
      .returning({ id: appointments.id });
    return changed.length > 0;
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
    return { rows: page.rows.map(AppointmentRepository.toRecord), total: page.total };
  }

  /**
   * A client's move of a live visit to another time of the same stylist: one transaction under the
   * stylist's turn, as a booking; the old time is freed and the new one taken by the same row, and the
   * calendar entry's sequence rises. Null when the visit changed meanwhile (cancelled or moved by
   * someone else); TimeTakenError when another visit holds the new time. `afterMove` runs in the
   * transaction with the moved row (e-mails, reminders).
   */
  async move(
    appointment: AppointmentRow,
    to: { slotId: string; startsAt: Date; endsAt: Date },
    afterMove: (tx: Database, moved: AppointmentRow) => Promise<void>,
  ): Promise<AppointmentRow | null> {
    return this.scheduleWrite(appointment.salonId, appointment.stylistId, async (tx) => {
      const [moved] = await tx
        .update(appointments)
        .set({
          slotId: to.slotId,
          startsAt: to.startsAt,
          endsAt: to.endsAt,
          calendarSequence: sql`${appointments.calendarSequence} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(appointments.salonId, appointment.salonId),
            eq(appointments.id, appointment.id),
            ne(appointments.status, 'canceled'),
            eq(appointments.startsAt, appointment.startsAt),
          ),
        )
        .returning();
      if (!moved) return null;
      await afterMove(tx, moved);
      return moved;
    });
  }

  /**
   * Links a guest visit to the customer account `userId` (its claim link was followed); true when the
   * visit is now theirs. A visit already linked to another account stays where it is.
   */
  async claim(salonId: string, id: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .update(appointments)
      .set({ userId, updatedAt: new Date() })
      .where(
        and(
          eq(appointments.salonId, salonId),
          eq(appointments.id, id),
          or(isNull(appointments.userId), eq(appointments.userId, userId)),
        ),
      )
      .returning({ id: appointments.id });
    return rows.length > 0;
  }

  /** Deletes an appointment; `afterDelete` runs in the same transaction (its reminders go there). */
  async delete(salonId: string, id: string, afterDelete?: (tx: Database) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(appointments).where(and(eq(appointments.salonId, salonId), eq(appointments.id, id)));
      await afterDelete?.(tx);
    });
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
