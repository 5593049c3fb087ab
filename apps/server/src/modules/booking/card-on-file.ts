import { minorToMajor } from '@salon/api/money/format';
import {
  type BookingConfirmation,
  type CardSetupResult,
  type ConfirmCardBody,
  type SaveCardBody,
} from '@salon/api/booking/schemas';
import type { AppointmentPaymentRow, SalonRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { CardSetupOutcome } from '../payments';
import { type AppointmentRecord } from '../appointments';
import { type ClientChangePolicy } from '../booking-settings';
import { DEPOSIT_NOT_FOUND } from './messages';
import { Deposits } from './deposits';

/** A booking that saves the client's card for the salon's fees instead of taking a deposit. */
export class CardOnFile extends Deposits {
  protected async cardSetupAnswer(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    record: AppointmentRecord,
    accountCreated: boolean,
    policy: ClientChangePolicy,
  ): Promise<BookingConfirmation> {
    const payments = this.deps.payments!;
    let clientSecret: string | null = null;
    let onBehalfOf: string | null = null;
    if (row.status === 'pending' || row.status === 'requires_action') {
      // Saved for the salon's connected account, which charges its fees later.
      const destination = await this.deps.destinationOf?.(salon.id, 0);
      onBehalfOf = destination?.account ?? null;
      const customers = this.deps.customers;
      // A retried submit keeps the customer its first try chose (already on the appointment).
      const customerId =
        record.paymentCustomerId ??
        (await customers?.customerOf(salon.id, payments.name, record.clientEmail)) ??
        undefined;
      const setup = await payments.createCardSetup({
        appointmentId: record.id,
        salonId: salon.id,
        client: { name: record.clientName, email: record.clientEmail },
        idempotencyKey: row.idempotencyKey,
        ...(destination ? { onBehalfOf: destination.account } : {}),
        ...(customerId ? { customerId } : {}),
      });
      if (!row.providerId) {
        await this.deps.paymentRows!.setProviderId(salon.id, row.id, setup.setupId);
        await this.deps.appointments.setSavedCard(salon.id, record.id, { customerId: setup.customerId });
        await customers?.keep(salon.id, payments.name, record.clientEmail, setup.customerId);
      }
      clientSecret = setup.clientSecret;
    }
    return this.confirmationOf(salon, record, accountCreated, undefined, {
      status: row.status,
      dueUntil: record.paymentDueUntil?.toISOString() ?? null,
      policyText: policy.paymentPolicyText ?? null,
      noShowFee: policy.noShowFeeCents != null ? minorToMajor(policy.noShowFeeCents, salon.currency) : null,
      lateCancelFee:
        policy.lateCancelFeeCents != null ? minorToMajor(policy.lateCancelFeeCents, salon.currency) : null,
      payment: {
        provider: payments.name,
        clientSecret,
        publishableKey: payments.publishableKey,
        onBehalfOf,
      },
    });
  }

  /** Saves a held card-on-file booking's card (`POST /public/appointment/save-card`). */
  async saveCard(body: SaveCardBody): Promise<CardSetupResult> {
    const { salon, row } = await this.depositOf(body.salon, body.idempotencyKey, 'card_setup');
    const done = await this.settledAnswer(salon, row);
    if (done) return done;
    if (row.status === 'requires_action') return this.depositResult(salon, row, 'requires_action', null);
    if (!row.providerId) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    await this.assertStillHeld(salon, row);
    const outcome = await this.deps.payments!.confirmCardSetup(row.providerId, body.paymentMethod);
    return this.afterCardOutcome(salon, row, outcome);
  }

  /** After the card setup's authentication step (`POST /public/appointment/confirm-card`). */
  async confirmCard(body: ConfirmCardBody): Promise<CardSetupResult> {
    const { salon, row } = await this.depositOf(body.salon, body.idempotencyKey, 'card_setup');
    const done = await this.settledAnswer(salon, row);
    if (done) return done;
    if (!row.providerId) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    const outcome = await this.deps.payments!.afterCardSetupAuthentication(
      row.providerId,
      body.approve ?? false,
    );
    return this.afterCardOutcome(salon, row, outcome);
  }

  /**
   * A saved card is final at the provider's answer (nothing is charged, so no webhook is awaited): the
   * booking is confirmed as a paid deposit's; a declined card keeps the hold for another card (402).
   */
  protected async afterCardOutcome(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    outcome: CardSetupOutcome,
  ): Promise<CardSetupResult> {
    if (outcome.status === 'succeeded') {
      await this.depositPaid(salon, row, outcome.paymentMethodId);
      return this.depositResult(salon, row, 'succeeded', null);
    }
    return this.afterOutcome(salon, row, outcome);
  }
}
