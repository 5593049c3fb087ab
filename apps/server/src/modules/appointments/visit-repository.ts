import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isExclusionViolation, retryOnDeadlock, uniqueViolation } from '../../db/errors';
import { lockStylistSchedule, scheduleWrites } from '../../db/locks';
import {
  appointments,
  visits,
  type NewAppointmentRow,
  type NewUserRow,
  type VisitRow,
} from '../../db/schema';
import type { AccountRows } from '../accounts';
import { statusChange, TimeTakenError } from './appointments-repository';

/** Another submit with the same idempotency key booked the visit first. */
export class VisitExistsError extends Error {
  constructor() {
    super('visit exists');
  }
}

/** A part was cancelled or moved meanwhile: the move's transaction rolls back. */
class PartChangedError extends Error {
  constructor() {
    super('visit part changed');
  }
}

/** A part's new time (and stylist) in a move of its visit. */
export interface PartMove {
  id: string;
  stylistId: string;
  /** The part's start before the move: a part moved meanwhile by someone else fails the move. */
  previousStart: Date;
  startsAt: Date;
  endsAt: Date;
  slotId: string | null;
}

/**
 * Multi-service visits: the visit row and its parts, written together. Every write holds the
 * turn of each stylist it touches (db/locks.ts), taken in one order (by id) so that two visits sharing
 * stylists cannot deadlock; the no-overlap constraint of appointments refuses a taken time
 * (TimeTakenError).
 */
export class VisitRepository {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRows,
  ) {}

  async findByKey(salonId: string, key: string): Promise<VisitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(visits)
      .where(and(eq(visits.salonId, salonId), eq(visits.idempotencyKey, key)));
    return row;
  }

  async find(salonId: string, visitId: string): Promise<VisitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(visits)
      .where(and(eq(visits.salonId, salonId), eq(visits.id, visitId)));
    return row;
  }

  /**
   * The visit and every part in one transaction (the client's new account first when `newClient` is
   * given). `afterInsert` runs in it with the parts' ids and numbers in order (e-mails, reminders).
   */
  async create(
    input: {
      salonId: string;
      idempotencyKey: string;
      parts: Array<Omit<NewAppointmentRow, 'id' | 'number' | 'visitId' | 'visitPart'>>;
      newClient?: Omit<NewUserRow, 'id'>;
    },
    afterInsert: (
      tx: Database,
      created: { visitId: string; parts: Array<{ id: string; number: number }>; userId: string | null },
    ) => Promise<void>,
  ): Promise<{ visitId: string; clientCreated: boolean }> {
    const stylistIds = input.parts.map((part) => part.stylistId);
    try {
      return await this.scheduleWrite(input.salonId, stylistIds, async (tx) => {
        let userId = input.parts[0]?.userId ?? null;
        if (input.newClient) userId = (await this.accounts.createUnlessTaken(input.newClient, tx)) ?? null;
        const [visit] = await tx
          .insert(visits)
          .values({ salonId: input.salonId, idempotencyKey: input.idempotencyKey })
          .returning({ id: visits.id });
        const parts = await tx
          .insert(appointments)
          .values(
            input.parts.map((part, index) => ({ ...part, userId, visitId: visit!.id, visitPart: index + 1 })),
          )
          .returning({ id: appointments.id, number: appointments.number, part: appointments.visitPart });
        parts.sort((a, b) => (a.part ?? 0) - (b.part ?? 0));
        await afterInsert(tx, { visitId: visit!.id, parts, userId });
        return { visitId: visit!.id, clientCreated: Boolean(input.newClient && userId) };
      });
    } catch (error) {
      if (uniqueViolation(error) === 'visits_salon_key_unique') throw new VisitExistsError();
      throw error;
    }
  }

  /**
   * Moves every part of the visit in one transaction under the turns of the stylists before and after.
   * The parts are written in the direction of the move, so a part never meets its sibling's old time.
   * Null when a part changed meanwhile (cancelled or moved); the visit's calendar SEQUENCE rises.
   * `afterMove` runs in the transaction with the new SEQUENCE.
   */
  async move(
    salonId: string,
    visitId: string,
    moves: PartMove[],
    oldStylists: string[],
    afterMove: (tx: Database, sequence: number) => Promise<void>,
    /** Other columns of one part (a staff edit of that part). */
    extra?: { id: string; values: Partial<NewAppointmentRow> },
  ): Promise<number | null> {
    const later = (moves[0]?.startsAt.getTime() ?? 0) > (moves[0]?.previousStart.getTime() ?? 0);
    const ordered = later ? [...moves].reverse() : moves;
    const stylists = [...oldStylists, ...moves.map((move) => move.stylistId)];
    return this.scheduleWrite(salonId, stylists, async (tx) => {
      for (const move of ordered) {
        const [row] = await tx
          .update(appointments)
          .set({
            ...(extra?.id === move.id ? extra.values : {}),
            stylistId: move.stylistId,
            slotId: move.slotId,
            startsAt: move.startsAt,
            endsAt: move.endsAt,
            calendarSequence: sql`${appointments.calendarSequence} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(appointments.salonId, salonId),
              eq(appointments.id, move.id),
              eq(appointments.visitId, visitId),
              ne(appointments.status, 'canceled'),
              eq(appointments.startsAt, move.previousStart),
            ),
          )
          .returning({ id: appointments.id });
        if (!row) throw new PartChangedError();
      }
      const sequence = await this.raiseSequence(tx, salonId, visitId);
      await afterMove(tx, sequence);
      return sequence;
    }).catch((error: unknown) => {
      if (error instanceof PartChangedError) return null;
      throw error;
    });
  }

  /**
   * Cancels every live part of the visit in one transaction under the turns of its stylists; false when
   * none was live. `afterCancel` runs in it with the visit's new calendar SEQUENCE and the ids cancelled.
   */
  async cancel(
    salonId: string,
    visitId: string,
    stylistIds: string[],
    afterCancel: (tx: Database, sequence: number, cancelled: string[]) => Promise<void>,
  ): Promise<boolean> {
    return this.scheduleWrite(salonId, stylistIds, async (tx) => {
      const rows = await this.cancelParts(tx, salonId, visitId, false);
      if (rows.length === 0) return false;
      const sequence = await this.raiseSequence(tx, salonId, visitId);
      await afterCancel(
        tx,
        sequence,
        rows.map((row) => row.id),
      );
      return true;
    });
  }

  /**
   * Ends a held visit unpaid: every held part cancelled (its time free) under the turns of its stylists;
   * false when none was held. `afterRelease` runs in the transaction (its payment row settled).
   */
  async releaseHold(
    salonId: string,
    visitId: string,
    stylistIds: string[],
    afterRelease?: (tx: Database) => Promise<void>,
  ): Promise<boolean> {
    return this.scheduleWrite(salonId, stylistIds, async (tx) => {
      const rows = await this.cancelParts(tx, salonId, visitId, true);
      if (rows.length === 0) return false;
      await afterRelease?.(tx);
      return true;
    });
  }

  /** Cancels the visit's live parts (`heldOnly`: those held for a payment); their ids. */
  private cancelParts(
    tx: Database,
    salonId: string,
    visitId: string,
    heldOnly: boolean,
  ): Promise<Array<{ id: string }>> {
    return tx
      .update(appointments)
      .set(statusChange('canceled'))
      .where(
        and(
          eq(appointments.salonId, salonId),
          eq(appointments.visitId, visitId),
          heldOnly ? isNotNull(appointments.paymentDueUntil) : undefined,
          ne(appointments.status, 'canceled'),
        ),
      )
      .returning({ id: appointments.id });
  }

  private async raiseSequence(tx: Database, salonId: string, visitId: string): Promise<number> {
    const [row] = await tx
      .update(visits)
      .set({ calendarSequence: sql`${visits.calendarSequence} + 1` })
      .where(and(eq(visits.salonId, salonId), eq(visits.id, visitId)))
      .returning({ sequence: visits.calendarSequence });
    return row?.sequence ?? 0;
  }

  /** A transaction holding the turns of the stylists (each once, by id), retried after a deadlock. */
  private async scheduleWrite<T>(
    salonId: string,
    stylistIds: string[],
    write: (tx: Database) => Promise<T>,
  ): Promise<T> {
    const turns = [...new Set(stylistIds)].sort();
    try {
      return await retryOnDeadlock(() =>
        scheduleWrites.run(() =>
          this.db.transaction(async (tx) => {
            for (const stylistId of turns) await lockStylistSchedule(tx, salonId, stylistId);
            return write(tx);
          }),
        ),
      );
    } catch (error) {
      if (isExclusionViolation(error)) throw new TimeTakenError();
      throw error;
    }
  }
}
