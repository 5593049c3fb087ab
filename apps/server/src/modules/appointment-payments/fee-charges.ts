import type { AppointmentPaymentRow, SalonRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { PaymentDestination, PaymentProvider } from '../payments';
import type { AppointmentRecord } from '../appointments';
import { appointmentMailFacts } from '../appointments';
import { feeChargeMail } from './fee-mail';
import type { CancelLinks } from '../appointments';
import type { ClientChangePolicy } from '../booking-settings';
import { appointmentCode } from '../appointments';
import type { AppointmentPaymentRepository } from './appointment-payments-repository';

export type FeeKind = 'no_show_fee' | 'late_cancel_fee';

/** The failure recorded when a fee is due but the visit has no card on file. */
export const NO_CARD_ON_FILE = 'No card is on file for this visit';

/** The card on file as staff see it: offline test cards show their last digits, Stripe's only that one is kept. */
export function cardLabel(paymentMethodId: string | null): string | null {
  if (!paymentMethodId) return null;
  const offline = /^offline_pm_\d*(\d{4})$/.exec(paymentMethodId);
  return offline ? `Card ending ${offline[1]}` : 'Card on file';
}

/**
 * The salon's fees charged off-session to a visit's card on file: a no-show fee when staff
 * mark the visit a no-show, a late-cancellation fee when the client cancels inside the policy window.
 * One `appointment_payments` row per visit and kind (its idempotency key), and the provider's call
 * carries the same key: marking twice, a retried request or two clicks at once charge once. The client
 * is e-mailed the outcome; when the bank asks for authentication, the e-mail carries the payment link
 * (`pay-appointment-fee` on the salon's site, `FeePayments`).
 */
export class FeeCharges {
  constructor(
    private readonly deps: {
      payments: AppointmentPaymentRepository;
      provider: PaymentProvider;
      /** The salon's connected account and the platform's fee: a fee is the salon's money, as a deposit. */
      destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
      mailer: Mailer;
      links: CancelLinks;
      organizerEmail: string;
    },
  ) {}

  /** The fee's key: one charge of each kind per visit. */
  static keyOf(kind: FeeKind, appointmentId: string): string {
    return `${kind}:${appointmentId}`;
  }

  /** The visit's charge of `kind`, if any was made. */
  async existing(
    salonId: string,
    appointmentId: string,
    kind: FeeKind,
  ): Promise<AppointmentPaymentRow | undefined> {
    return this.deps.payments.findByKey(salonId, FeeCharges.keyOf(kind, appointmentId));
  }

  /**
   * Charges the salon's fee of `kind` (null: the salon has none, nothing happens) to the visit's card.
   * No card: a `failed` row saying so (the visit still counts as a no-show or late cancel). Answers the
   * row as it stands after this call, or null when there is no fee.
   */
  async charge(
    salon: SalonRow,
    appointment: AppointmentRecord,
    kind: FeeKind,
    policy: ClientChangePolicy,
  ): Promise<AppointmentPaymentRow | null> {
    const feeCents = kind === 'no_show_fee' ? policy.noShowFeeCents : policy.lateCancelFeeCents;
    if (!feeCents) return null;
    const noCard = !appointment.paymentMethodId || !appointment.paymentCustomerId;
    const { row, created } = await this.deps.payments.insertOnce({
      salonId: salon.id,
      appointmentId: appointment.id,
      kind,
      amountCents: feeCents,
      // The salon's currency, lower case as the payment rows keep it.
      currency: salon.currency.toLowerCase(),
      status: noCard ? 'failed' : 'pending',
      failureMessage: noCard ? NO_CARD_ON_FILE : null,
      idempotencyKey: FeeCharges.keyOf(kind, appointment.id),
    });
    // Charged (or refused) before: the same answer, no second charge. A `pending` row left by a try
    // that stopped half-way is charged again under the same provider key, which Stripe answers once.
    if (noCard || (!created && row.status !== 'pending')) return row;
    const charged = await this.deps.provider.chargeSavedCard({
      appointmentId: appointment.id,
      salonId: salon.id,
      appointmentCode: appointmentCode(appointment.number),
      kind,
      amountCents: row.amountCents,
      currency: row.currency,
      idempotencyKey: row.id,
      customerId: appointment.paymentCustomerId!,
      paymentMethodId: appointment.paymentMethodId!,
      destination: await this.deps.destinationOf?.(salon.id, row.amountCents),
    });
    await this.deps.payments.setProviderId(salon.id, row.id, charged.intentId);
    const outcome = charged.outcome;
    const status =
      outcome.status === 'succeeded'
        ? 'succeeded'
        : outcome.status === 'requires_action'
          ? 'requires_action'
          : outcome.status === 'declined'
            ? 'failed'
            : 'pending';
    const failureMessage = outcome.status === 'declined' ? outcome.message : null;
    if (
      status !== 'pending' &&
      (await this.deps.payments.settle(salon.id, row.id, status, ['pending'], { failureMessage }))
    ) {
      await this.mail(salon, appointment, { ...row, status, failureMessage }, policy);
    }
    return (await this.deps.payments.findById(salon.id, row.id)) ?? row;
  }

  /** The client's e-mail about the fee (once per outcome: the caller's settle decided it). */
  async mail(
    salon: SalonRow,
    appointment: AppointmentRecord,
    row: Pick<AppointmentPaymentRow, 'kind' | 'amountCents' | 'currency' | 'status' | 'failureMessage'>,
    policy: Pick<ClientChangePolicy, 'paymentPolicyText'>,
  ): Promise<void> {
    if (row.kind !== 'no_show_fee' && row.kind !== 'late_cancel_fee') return;
    if (row.status !== 'succeeded' && row.status !== 'requires_action' && row.status !== 'failed') return;
    const facts = appointmentMailFacts(salon, appointment, this.deps.organizerEmail);
    await this.deps.mailer.send(
      feeChargeMail(
        facts,
        {
          kind: row.kind,
          amountCents: row.amountCents,
          currency: row.currency,
          status: row.status,
          failureMessage: row.failureMessage,
          ...(row.status === 'requires_action'
            ? { payUrl: this.deps.links.url(salon.slug, salon.id, appointment.id, 'pay') }
            : {}),
        },
        policy,
      ),
    );
  }
}
