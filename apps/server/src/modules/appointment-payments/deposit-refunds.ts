import type { AppointmentPaymentRow } from '../../db/schema';
import { describeError } from '../../lib/describe-error';
import type { PaymentProvider, RefundOutcome } from '../payments';
import { paymentMailRows, type Row } from '../appointments';
import type { AppointmentPaymentRepository } from './appointment-payments-repository';

/** The deposit a cancel concerns: paid and not refunded yet. */
export function paidDepositOf(rows: AppointmentPaymentRow[]): AppointmentPaymentRow | undefined {
  return rows.find((row) => row.kind === 'deposit' && row.status === 'succeeded');
}

/** Provider calls of a refund before it is marked failed for staff. */
export const REFUND_MAX_ATTEMPTS = 5;
/** The wait after the first failed call; doubled after each next one, up to `REFUND_MAX_BACKOFF_MS`. */
export const REFUND_FIRST_BACKOFF_MS = 60_000;
const REFUND_MAX_BACKOFF_MS = 60 * 60_000;
/** How long a claimed (or just recorded) refund is left to the call in progress before it is due again. */
const REFUND_LEASE_MS = 5 * 60_000;
const CLAIM_LIMIT = 20;

/** The wait after the `attempts`-th failed call: 1, 2, 4, 8 … minutes, at most an hour. */
export function refundBackoffMs(attempts: number): number {
  return Math.min(REFUND_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), REFUND_MAX_BACKOFF_MS);
}

/**
 * Refunds of deposits at the provider, as durable work: the `refund` row is recorded (pending, due at the
 * end of a lease) before the provider is called, so a call that fails, throws or never returns is tried
 * again by the refund job (`retryDue`, jobs/refund-retries.ts) with backoff, and marked failed for staff
 * after `REFUND_MAX_ATTEMPTS` calls. Once per deposit whatever the retries: the refund row's key is the
 * deposit's id, and so is the provider's idempotency key.
 */
export class DepositRefunds {
  constructor(
    private readonly deps: {
      payments: PaymentProvider;
      rows: AppointmentPaymentRepository;
      now: () => Date;
    },
  ) {}

  /**
   * What a cancel does with the appointment's paid deposit (`depositRefundRule`), decided before the
   * cancel's transaction so that its e-mail says it: the e-mail's payment rows, and the deposit to refund
   * after the cancel (`refundAfter`; undefined: nothing to give back).
   */
  async planCancel(
    salonId: string,
    appointmentId: string,
    decision: 'refund' | 'keep',
  ): Promise<{ mailRows: Row[]; refundAfter: AppointmentPaymentRow | undefined }> {
    const rows = await this.deps.rows.listForAppointment(salonId, appointmentId);
    const deposit = paidDepositOf(rows);
    if (!deposit || decision === 'keep') {
      return { mailRows: paymentMailRows(rows, { keptDeposit: Boolean(deposit) }), refundAfter: undefined };
    }
    const shown = [
      ...rows.map((row) => (row.id === deposit.id ? { ...row, status: 'refunded' as const } : row)),
      { ...deposit, id: `${deposit.id}-refund`, kind: 'refund' as const, status: 'pending' as const },
    ];
    return { mailRows: paymentMailRows(shown), refundAfter: deposit };
  }

  /**
   * Gives the deposit back in full: the `refund` row, the provider's refund, and the deposit `refunded`.
   * Returns the refund row (null: nothing to refund); a call that failed leaves it `pending` for the
   * refund job. Never throws for the provider: the cancel that asked for it has happened.
   */
  async refund(deposit: AppointmentPaymentRow): Promise<AppointmentPaymentRow | null> {
    if (deposit.status !== 'succeeded' || !deposit.providerId) return null;
    const now = this.deps.now();
    const { row } = await this.deps.rows.insertOnce({
      salonId: deposit.salonId,
      appointmentId: deposit.appointmentId,
      kind: 'refund',
      refundOf: deposit.id,
      amountCents: deposit.amountCents,
      currency: deposit.currency,
      status: 'pending',
      idempotencyKey: `refund-${deposit.id}`,
      nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS),
    });
    // Settled, or taken by the provider (its webhook settles it): nothing to call.
    if (row.status !== 'pending' || !row.nextAttemptAt) return row;
    return this.attempt(row, deposit);
  }

  /**
   * One round of the refund job: the pending refunds due now (claimed `FOR UPDATE SKIP LOCKED`, so that
   * several instances take disjoint rows), each tried once more. Answers what became of them.
   */
  async retryDue(): Promise<{ refunded: number; retrying: number; failed: number }> {
    const now = this.deps.now();
    const due = await this.deps.rows.claimDueRefunds(
      now,
      CLAIM_LIMIT,
      new Date(now.getTime() + REFUND_LEASE_MS),
    );
    const counts = { refunded: 0, retrying: 0, failed: 0 };
    for (const row of due) {
      const deposit = row.refundOf ? await this.deps.rows.findById(row.salonId, row.refundOf) : undefined;
      const done =
        deposit?.providerId && (deposit.status === 'succeeded' || deposit.status === 'refunded')
          ? await this.attempt(row, deposit)
          : await this.giveUp(row, row.attempts, 'The payment to refund was not found');
      if (done.status === 'failed') counts.failed += 1;
      else if (done.status === 'pending' && done.nextAttemptAt) counts.retrying += 1;
      else counts.refunded += 1;
    }
    return counts;
  }

  /** One call of the provider for a pending refund row, and what it leaves (see `refund`). */
  private async attempt(
    row: AppointmentPaymentRow,
    deposit: AppointmentPaymentRow,
  ): Promise<AppointmentPaymentRow> {
    const attempts = row.attempts + 1;
    let outcome: RefundOutcome;
    try {
      outcome = await this.deps.payments.refund({
        intentId: deposit.providerId!,
        amountCents: row.amountCents,
        idempotencyKey: row.idempotencyKey,
        appointmentId: row.appointmentId,
        salonId: row.salonId,
      });
    } catch (error) {
      outcome = { status: 'failed', refundId: null, message: describeError(error) };
    }
    if (outcome.refundId) await this.deps.rows.setProviderId(row.salonId, row.id, outcome.refundId);
    if (outcome.status === 'failed') {
      // A refund the provider made and declined stays declined under the same key: no use retrying it.
      if (attempts >= REFUND_MAX_ATTEMPTS || outcome.refundId) {
        return this.giveUp(row, attempts, outcome.message);
      }
      const nextAttemptAt = new Date(this.deps.now().getTime() + refundBackoffMs(attempts));
      await this.deps.rows.recordAttempt(row.salonId, row.id, {
        attempts,
        nextAttemptAt,
        failureMessage: null,
      });
      return { ...row, attempts, nextAttemptAt };
    }
    await this.deps.rows.recordAttempt(row.salonId, row.id, {
      attempts,
      nextAttemptAt: null,
      failureMessage: null,
    });
    if (outcome.status === 'succeeded') {
      await this.deps.rows.settle(row.salonId, row.id, 'succeeded', ['pending']);
    }
    await this.deps.rows.settle(deposit.salonId, deposit.id, 'refunded', ['succeeded']);
    return {
      ...row,
      attempts,
      nextAttemptAt: null,
      status: outcome.status === 'succeeded' ? 'succeeded' : 'pending',
    };
  }

  /** No more calls: the refund is failed, for staff to settle with the client. */
  private async giveUp(
    row: AppointmentPaymentRow,
    attempts: number,
    failureMessage: string,
  ): Promise<AppointmentPaymentRow> {
    await this.deps.rows.recordAttempt(row.salonId, row.id, {
      attempts,
      nextAttemptAt: null,
      failureMessage,
    });
    await this.deps.rows.settle(row.salonId, row.id, 'failed', ['pending'], { failureMessage });
    return { ...row, attempts, nextAttemptAt: null, status: 'failed', failureMessage };
  }
}
