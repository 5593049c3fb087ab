import {
  type BookingConfirmation,
  type BookingCardSetup,
  type BookingDeposit,
  type ConfirmDepositBody,
  type DepositResult,
  type PayDepositBody,
} from '@salon/api/booking/schemas';
import type { Database } from '../../db/client';
import type { AppointmentPaymentRow, AppointmentRow, SalonRow } from '../../db/schema';
import { ConflictError, HttpError, NotFoundError } from '../../errors';
import type { PaymentEvent, PaymentOutcome } from '../payments';
import { instantToLocal, zoneOf } from '../../lib/time-zones';
import { type AppointmentRecord } from '../appointments';
import { paymentMailRows } from '../appointments';
import { announceBooking } from './announce-booking';
import { appointmentCode, subServiceOf } from '../appointments';
import { DEPOSIT_HOLD_ENDED, DEPOSIT_NOT_FOUND } from './messages';
import { type BookingDeps } from './booking-deps';
import { onlineBookingStatus } from '../booking-settings';

/**
 * A booking that takes a deposit holds its time while the client pays: the payment's answers, the
 * provider's events, and the confirmation or release of the hold that follows.
 */
export class Deposits {
  constructor(protected readonly deps: BookingDeps) {}

  /** The Thank You view of a stored booking (and its deposit, when it has one). */
  protected confirmationOf(
    salon: SalonRow,
    record: AppointmentRow & { stylist: Pick<AppointmentRecord['stylist'], 'id' | 'name' | 'photo'> },
    accountCreated: boolean,
    deposit?: BookingDeposit,
    cardSetup?: BookingCardSetup,
  ): BookingConfirmation {
    const zone = zoneOf(salon);
    const start = instantToLocal(zone, record.startsAt);
    return {
      _id: record.id,
      appointmentId: appointmentCode(record.number),
      status: record.status,
      dateAsAString: start.date,
      timeAsAString: start.time,
      timeAsADate: record.startsAt.toISOString(),
      endAsADate: record.endsAt.toISOString(),
      timeZone: zone,
      stylistData: { _id: record.stylist.id, name: record.stylist.name, photo: record.stylist.photo },
      mainService: record.mainServiceId
        ? { _id: record.mainServiceId, title: record.mainServiceTitle ?? '' }
        : null,
      subService: subServiceOf(record, salon.currency),
      userName: record.clientName,
      userEmail: record.clientEmail,
      accountCreated,
      ...(deposit ? { deposit } : {}),
      ...(cardSetup ? { cardSetup } : {}),
    };
  }

  // Deposits -----------------------------------------------------------------------------

  /** The held booking's deposit or card setup row of a key, with its salon (404 for a key nobody booked with). */
  protected async depositOf(salonId: string, key: string, kind: 'deposit' | 'card_setup' = 'deposit') {
    const salon = await this.deps.availability.findSalon(salonId);
    const row = salon && this.deps.paymentRows && (await this.deps.paymentRows.findByKey(salon.id, key));
    if (!salon || !row || row.kind !== kind) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    return { salon, row };
  }

  /** Pays a held booking's deposit with a card (`POST /public/appointment/pay-deposit`). */
  async payDeposit(body: PayDepositBody): Promise<DepositResult> {
    const { salon, row } = await this.depositOf(body.salon, body.idempotencyKey);
    const done = await this.settledAnswer(salon, row);
    if (done) return done;
    if (row.status === 'requires_action') return this.depositResult(salon, row, 'requires_action', null);
    if (!row.providerId) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    await this.assertStillHeld(salon, row);
    const outcome = await this.deps.payments!.pay(row.providerId, body.paymentMethod);
    return this.afterOutcome(salon, row, outcome);
  }

  /** After the card's authentication step (`POST /public/appointment/confirm-deposit`). */
  async confirmDeposit(body: ConfirmDepositBody): Promise<DepositResult> {
    const { salon, row } = await this.depositOf(body.salon, body.idempotencyKey);
    const done = await this.settledAnswer(salon, row);
    if (done) return done;
    if (!row.providerId) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    const outcome = await this.deps.payments!.afterAuthentication(row.providerId, body.approve ?? false);
    return this.afterOutcome(salon, row, outcome);
  }

  /** A deposit already paid answers so; one that failed or was released is 409 (book again). */
  protected async settledAnswer(salon: SalonRow, row: AppointmentPaymentRow): Promise<DepositResult | null> {
    if (row.status === 'succeeded' || row.status === 'refunded') {
      return this.depositResult(salon, row, 'succeeded', null);
    }
    if (row.status === 'failed' || row.status === 'canceled') throw new ConflictError(DEPOSIT_HOLD_ENDED);
    return null;
  }

  /** A hold past its time is released now (the sweep would) rather than paid: 409. */
  protected async assertStillHeld(salon: SalonRow, row: AppointmentPaymentRow): Promise<void> {
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record || record.status === 'canceled') throw new ConflictError(DEPOSIT_HOLD_ENDED);
    if (record.paymentDueUntil && record.paymentDueUntil <= this.deps.now()) {
      await this.releaseHeld(record, row, 'canceled');
      throw new ConflictError(DEPOSIT_HOLD_ENDED);
    }
  }

  protected async afterOutcome(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    outcome: PaymentOutcome,
  ): Promise<DepositResult> {
    const rows = this.deps.paymentRows!;
    switch (outcome.status) {
      case 'succeeded':
        // Stripe's answer is not the money yet: its signed webhook confirms the booking.
        if (this.deps.payments!.settlesByWebhook) return this.depositResult(salon, row, 'processing', null);
        await this.depositPaid(salon, row);
        return this.depositResult(salon, row, 'succeeded', null);
      case 'requires_action':
        await rows.settle(salon.id, row.id, 'requires_action', ['pending']);
        return this.depositResult(salon, row, 'requires_action', outcome.clientSecret);
      case 'processing':
        return this.depositResult(salon, row, 'processing', null);
      case 'declined':
        // A declined card keeps the hold until its time: the client tries another card (a failed bank
        // step included: the payment is to be made again); only the hold's end frees the time.
        await rows.settle(salon.id, row.id, 'pending', ['pending', 'requires_action'], {
          failureMessage: outcome.message,
        });
        throw new HttpError(402, outcome.message, 'card_declined');
    }
  }

  protected async depositResult(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    status: DepositResult['status'],
    clientSecret: string | null,
  ): Promise<DepositResult> {
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    return { status, clientSecret, booking: this.confirmationOf(salon, record, false) };
  }

  /**
   * Ends a hold unpaid, the one way the sweep (at its time) and the client (leaving the payment step) do:
   * a deposit's intent canceled at the provider first (a card setup charges nothing), then the time
   * freed and the row `canceled`. 'paid': the intent could not be canceled or the row is paid (it
   * succeeded meanwhile: its webhook confirms it); 'unchanged': it was released already.
   */
  protected async releaseUnpaid(
    held: Pick<AppointmentRecord, 'salonId' | 'id' | 'stylistId' | 'visitId'>,
    deposit: AppointmentPaymentRow | undefined,
  ): Promise<'released' | 'unchanged' | 'paid'> {
    if (deposit?.status === 'succeeded' || deposit?.status === 'refunded') return 'paid';
    if (
      deposit?.kind === 'deposit' &&
      deposit.providerId &&
      (deposit.status === 'pending' || deposit.status === 'requires_action') &&
      !(await this.deps.payments!.cancel(deposit.providerId))
    )
      return 'paid';
    return (await this.releaseHeld(held, deposit, 'canceled')) ? 'released' : 'unchanged';
  }

  /**
   * Ends a hold unpaid: the appointment (a visit: every part) cancelled, its time free, and its deposit
   * row, if any, `status`.
   */
  protected async releaseHeld(
    appointment: Pick<AppointmentRecord, 'salonId' | 'id' | 'stylistId' | 'visitId'>,
    row: AppointmentPaymentRow | undefined,
    status: 'failed' | 'canceled',
    failureMessage?: string,
  ): Promise<boolean> {
    const settle = row
      ? async (tx: Database) => {
          await this.deps.paymentRows!.settle(row.salonId, row.id, status, ['pending', 'requires_action'], {
            tx,
            ...(failureMessage ? { failureMessage } : {}),
          });
        }
      : undefined;
    return appointment.visitId
      ? this.deps.visitChanges.releaseHold(appointment.salonId, appointment.visitId, settle)
      : this.deps.appointments.releaseHold(appointment, settle);
  }

  /**
   * The deposit is paid (the offline provider's answer, or Stripe's webhook): once, the hold ends and the
   * booking's confirmation, push, salon notices and reminders go, in one transaction. A payment that
   * arrives after its hold was released is refunded. True when this call settled it.
   */
  protected async depositPaid(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    /** A card setup's saved card, kept on the appointment for the salon's fees. */
    savedCard?: string,
  ): Promise<boolean> {
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) return false;
    const policy = await this.deps.changePolicies.of(salon);
    const status = onlineBookingStatus(policy);
    // Read before the transaction: nothing outside it may wait on the connection it holds (PGlite).
    const account = record.userId ? null : await this.deps.accounts.holderOf(record.clientEmail);
    const claimable = Boolean(account && account.role === 'user' && account.salonId === salon.id);
    const paid = { ...row, status: 'succeeded' as const };
    const settle = async (tx: Database) => {
      const settled = await this.deps.paymentRows!.settle(
        salon.id,
        row.id,
        'succeeded',
        ['pending', 'requires_action'],
        { tx },
      );
      if (settled && savedCard)
        await this.deps.appointments.setSavedCard(salon.id, record.id, { methodId: savedCard }, tx);
      return settled;
    };
    // A visit's deposit (its row on the first part) confirms every part, with the visit's one e-mail.
    const outcome = record.visitId
      ? await this.deps.visitChanges.confirmHold(salon, record.visitId, settle, {
          pushTo: record.userId,
          policy,
          claimable,
          payments: { rows: paymentMailRows([paid]), policyText: policy.paymentPolicyText ?? null },
        })
      : await this.deps.appointments.confirmHold(
          salon.id,
          { id: record.id },
          settle,
          async (tx) => {
            await announceBooking(this.deps, tx, {
              salon,
              record: { ...record, status, paymentDueUntil: null },
              policy,
              claimable,
              pushTo: record.userId,
              payments: [paid],
            });
          },
          status,
        );
    if (outcome === 'released' && row.kind === 'deposit') await this.deps.refunds?.refund(paid);
    return outcome !== 'unchanged';
  }

  /**
   * A verified provider event about an appointment's payment. Each settles its row once (a redelivery,
   * or the event racing the client's own answer, changes nothing: 'duplicate'): a deposit's `succeeded`
   * confirms the booking; `canceled` releases its hold; `failed` (a declined card) keeps it, as the
   * client's own answer does: another card may pay until the sweep ends it. A card setup's
   * (`setup_intent.*`) does the same for a card-on-file booking whose browser never came back:
   * `succeeded` saves the card and confirms, `setup_failed` keeps the hold.
   */
  async handlePaymentEvent(event: PaymentEvent): Promise<'processed' | 'duplicate' | 'ignored'> {
    const providerId = event.setupIntentId ?? event.intentId;
    if (!event.salonId || !providerId || !/^[0-9a-f-]{36}$/i.test(event.salonId)) return 'ignored';
    const row = await this.deps.paymentRows?.findByProviderId(event.salonId, providerId);
    const salon = row && (await this.deps.availability.findSalon(row.salonId));
    const kind = event.setupIntentId ? 'card_setup' : 'deposit';
    if (!row || !salon || row.kind !== kind || event.outcome === 'other') return 'ignored';
    if (event.outcome === 'succeeded') {
      // A saved card without its payment method could charge no fee: nothing to confirm with.
      if (kind === 'card_setup' && !event.paymentMethodId) return 'ignored';
      const settled = await this.depositPaid(salon, row, event.paymentMethodId ?? undefined);
      return settled ? 'processed' : 'duplicate';
    }
    if (event.outcome === 'failed') {
      const kept = await this.deps.paymentRows!.settle(
        salon.id,
        row.id,
        'pending',
        ['pending', 'requires_action'],
        {
          failureMessage: event.failureMessage ?? null,
        },
      );
      return kept ? 'processed' : 'duplicate';
    }
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) return 'ignored';
    const released = await this.releaseHeld(record, row, 'canceled', event.failureMessage ?? undefined);
    return released ? 'processed' : 'duplicate';
  }
}
