import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isExclusionViolation, retryOnDeadlock } from '../../db/errors';
import { lockStylistSchedule, scheduleWrites } from '../../db/locks';
import {
  appointments,
  type AppointmentRow,
  type AppointmentStatusValue,
  type NewAppointmentRow,
  type NewUserRow,
} from '../../db/schema';
import type { AccountRows } from '../accounts';
import { AppointmentReads } from './appointment-reads';

export type { AppointmentRecord, ServiceRecord } from './appointment-reads';

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

/** Appointments of a salon, their writes under the stylists' turns; the reads are AppointmentReads'. */
export class AppointmentRepository extends AppointmentReads {
  constructor(
    db: Database,
    /** A guest booking's new client account is created through the accounts module, in the booking's transaction. */
    private readonly accounts: AccountRows,
  ) {
    super(db);
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
   * The held booking is paid. In one transaction: `settle` (the payment row's conditional
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
    /** The status the booking takes now it holds: the salon's online confirmation rule. */
    status: 'confirmed' | 'waiting' = 'waiting',
  ): Promise<'confirmed' | 'released' | 'unchanged'> {
    return this.db.transaction(async (tx) => {
      if (!(await settle(tx))) return 'unchanged';
      const [row] = await tx
        .update(appointments)
        .set({ paymentDueUntil: null, status, updatedAt: new Date() })
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
   * Releases a held booking (expired, or left by the client): cancelled, so its time is free at once, when it
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

  /** The card on file of a card-on-file booking: its provider's customer, then its saved card. */
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

  /** Where the visit is at the desk; only a live appointment that was not a no-show moves. */
  async setStage(salonId: string, id: string, stage: AppointmentRow['stage'], at: Date): Promise<boolean> {
    const changed = await this.db
      .update(appointments)
      .set({ stage, stageAt: stage ? at : null, updatedAt: new Date() })
      .where(
        and(
          eq(appointments.salonId, salonId),
          eq(appointments.id, id),
          isNull(appointments.noShowAt),
          inArray(appointments.status, ['booked', 'confirmed']),
        ),
      )
      .returning({ id: appointments.id });
    return changed.length > 0;
  }

  /**
   * Marks the visit a no-show once: true when this call marked it, false when it already was
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
}
