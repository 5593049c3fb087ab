import type { AppointmentPaymentRow } from '../../../db/schema';
import type { PaymentProvider } from '../../payments';
import { paymentMailRows, type Row } from '../booking-emails';
import { clientMayChange, type ClientChangePolicy } from '../client-change-policy';
import type { AppointmentPaymentRepository } from './appointment-payments-repository';

/** Who cancelled a visit that has a deposit. */
export type CancelledBy = 'salon' | 'client';

/**
 * The refund rule of a deposit (issue 22): a salon's cancel refunds it in full; a client's cancel
 * outside the policy window (`clientMayChange`) refunds it; inside the window the salon keeps it.
 */
export function depositRefundRule(context: {
  by: CancelledBy;
  policy: ClientChangePolicy;
  startsAt: Date;
  now: Date;
}): 'refund' | 'keep' {
  if (context.by === 'salon') return 'refund';
  return clientMayChange(context) ? 'refund' : 'keep';
}

/** The deposit a cancel concerns: paid and not refunded yet. */
export function paidDepositOf(rows: AppointmentPaymentRow[]): AppointmentPaymentRow | undefined {
  return rows.find((row) => row.kind === 'deposit' && row.status === 'succeeded');
}

/**
 * Refunds of deposits at the provider. Once per deposit whatever the retries: the refund row's key is
 * the deposit's id, and so is the provider's idempotency key.
 */
export class DepositRefunds {
  constructor(private readonly deps: { payments: PaymentProvider; rows: AppointmentPaymentRepository }) {}

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
   * Gives the deposit back in full: a `refund` row, the provider's refund, and the deposit `refunded`.
   * Returns the refund row (null: nothing to refund). A provider that cannot be reached leaves the refund
   * row `pending` (logged by the caller) and throws.
   */
  async refund(deposit: AppointmentPaymentRow): Promise<AppointmentPaymentRow | null> {
    if (deposit.status !== 'succeeded' || !deposit.providerId) return null;
    const { row } = await this.deps.rows.insertOnce({
      salonId: deposit.salonId,
      appointmentId: deposit.appointmentId,
      kind: 'refund',
      refundOf: deposit.id,
      amountCents: deposit.amountCents,
      currency: deposit.currency,
      status: 'pending',
      idempotencyKey: `refund-${deposit.id}`,
    });
    if (row.status === 'succeeded') return row;
    const outcome = await this.deps.payments.refund({
      intentId: deposit.providerId,
      amountCents: deposit.amountCents,
      idempotencyKey: row.idempotencyKey,
      appointmentId: deposit.appointmentId,
      salonId: deposit.salonId,
    });
    if (outcome.refundId) await this.deps.rows.setProviderId(row.salonId, row.id, outcome.refundId);
    if (outcome.status === 'failed') {
      await this.deps.rows.settle(row.salonId, row.id, 'failed', ['pending'], {
        failureMessage: outcome.message,
      });
      return { ...row, status: 'failed', failureMessage: outcome.message };
    }
    if (outcome.status === 'succeeded') {
      await this.deps.rows.settle(row.salonId, row.id, 'succeeded', ['pending']);
    }
    await this.deps.rows.settle(deposit.salonId, deposit.id, 'refunded', ['succeeded']);
    return { ...row, status: outcome.status === 'succeeded' ? 'succeeded' : 'pending' };
  }
}
