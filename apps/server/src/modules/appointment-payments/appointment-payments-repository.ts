import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointmentPayments,
  type AppointmentPaymentRow,
  type AppointmentPaymentStatusValue,
  type NewAppointmentPaymentRow,
} from '../../db/schema';

/**
 * `appointment_payments` (the only code that writes it): every charge, card setup and refund of an
 * appointment. A row is made once per idempotency key (unique per salon); a status changes only from the
 * statuses a caller names, so a webhook delivered twice, or racing the client's own answer, settles it once.
 */
export class AppointmentPaymentRepository {
  constructor(private readonly db: Database) {}

  /**
   * The row of `values.idempotencyKey`: inserted now (`created`), or the one an earlier try of the same
   * submit made. Pass the booking's transaction to commit it with the appointment.
   */
  async insertOnce(
    values: Omit<NewAppointmentPaymentRow, 'id'>,
    tx: Database = this.db,
  ): Promise<{ row: AppointmentPaymentRow; created: boolean }> {
    const [inserted] = await tx
      .insert(appointmentPayments)
      .values(values)
      .onConflictDoNothing({ target: [appointmentPayments.salonId, appointmentPayments.idempotencyKey] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const existing = await this.findByKey(values.salonId, values.idempotencyKey, tx);
    return { row: existing!, created: false };
  }

  async findByKey(
    salonId: string,
    idempotencyKey: string,
    tx: Database = this.db,
  ): Promise<AppointmentPaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(appointmentPayments)
      .where(
        and(eq(appointmentPayments.salonId, salonId), eq(appointmentPayments.idempotencyKey, idempotencyKey)),
      );
    return row;
  }

  async findById(salonId: string, id: string): Promise<AppointmentPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(appointmentPayments)
      .where(and(eq(appointmentPayments.salonId, salonId), eq(appointmentPayments.id, id)));
    return row;
  }

  /** The row of a provider's intent, setup or refund (a webhook names the salon in its metadata). */
  async findByProviderId(salonId: string, providerId: string): Promise<AppointmentPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(appointmentPayments)
      .where(and(eq(appointmentPayments.salonId, salonId), eq(appointmentPayments.providerId, providerId)));
    return row;
  }

  /** An appointment's payments, oldest first (the appointment's details and its e-mails list them). */
  async listForAppointment(salonId: string, appointmentId: string): Promise<AppointmentPaymentRow[]> {
    return this.listForAppointments(salonId, [appointmentId]);
  }

  async listForAppointments(salonId: string, appointmentIds: string[]): Promise<AppointmentPaymentRow[]> {
    if (appointmentIds.length === 0) return [];
    return this.db
      .select()
      .from(appointmentPayments)
      .where(
        and(
          eq(appointmentPayments.salonId, salonId),
          inArray(appointmentPayments.appointmentId, appointmentIds),
        ),
      )
      .orderBy(asc(appointmentPayments.createdAt), asc(appointmentPayments.id));
  }

  /** Records the provider's id of the row's intent, setup or refund. */
  async setProviderId(
    salonId: string,
    id: string,
    providerId: string,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .update(appointmentPayments)
      .set({ providerId, updatedAt: new Date() })
      .where(and(eq(appointmentPayments.salonId, salonId), eq(appointmentPayments.id, id)));
  }

  /**
   * Moves the row to `status` when it is in one of `from`; true when this call changed it (so the caller
   * does what follows once: confirm the booking, send its e-mail).
   */
  async settle(
    salonId: string,
    id: string,
    status: AppointmentPaymentStatusValue,
    from: AppointmentPaymentStatusValue[],
    options: { failureMessage?: string | null; tx?: Database } = {},
  ): Promise<boolean> {
    const changed = await (options.tx ?? this.db)
      .update(appointmentPayments)
      .set({
        status,
        ...(options.failureMessage !== undefined ? { failureMessage: options.failureMessage } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(appointmentPayments.salonId, salonId),
          eq(appointmentPayments.id, id),
          inArray(appointmentPayments.status, from),
        ),
      )
      .returning({ id: appointmentPayments.id });
    return changed.length > 0;
  }

  /**
   * One claim of the refund job: in a short transaction, locks up to `limit` pending refunds due at
   * `now` with `FOR UPDATE SKIP LOCKED` (another instance's job takes other rows, or none) and moves
   * their `nextAttemptAt` to `leaseUntil`, so that no other claim takes them while this one calls the
   * provider (outside the transaction: no lock is held over a network call). A process that dies
   * mid-call leaves the row due again at `leaseUntil`; the provider's idempotency key keeps it one refund.
   */
  async claimDueRefunds(now: Date, limit: number, leaseUntil: Date): Promise<AppointmentPaymentRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(appointmentPayments)
        .where(
          and(
            eq(appointmentPayments.kind, 'refund'),
            eq(appointmentPayments.status, 'pending'),
            isNotNull(appointmentPayments.nextAttemptAt),
            lte(appointmentPayments.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(appointmentPayments.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      // One after the other: a transaction's statements share its one connection.
      for (const row of due) {
        await tx
          .update(appointmentPayments)
          .set({ nextAttemptAt: leaseUntil })
          .where(and(eq(appointmentPayments.salonId, row.salonId), eq(appointmentPayments.id, row.id)));
      }
      return due;
    });
  }

  /**
   * After a call of the provider for a pending refund: `attempts` counted, and the next try at
   * `nextAttemptAt` (null: none, the provider took it or the row is settled).
   */
  async recordAttempt(
    salonId: string,
    id: string,
    attempt: { attempts: number; nextAttemptAt: Date | null; failureMessage: string | null },
  ): Promise<void> {
    await this.db
      .update(appointmentPayments)
      .set({ ...attempt, updatedAt: new Date() })
      .where(and(eq(appointmentPayments.salonId, salonId), eq(appointmentPayments.id, id)));
  }
}
