import { minorToMajor } from '@salon/api/money/format';
import { CANCEL_MESSAGES, type CancelInfo } from '@salon/api/booking/schemas';
import type { AppointmentPaymentRow, SalonRow } from '../../db/schema';
import { cardLabel, feeMailRow } from '../appointment-payments';
import { NotFoundError } from '../../errors';
import { depositRefundRule } from '../booking-settings';
import { instantToLocal, zoneOf } from '../../lib/time-zones';
import { type AppointmentRecord } from '../appointments';
import { appointmentMailFacts, type BookingMailFacts } from '../appointments';
import { clientCancellationMail } from '../appointments';
import { assertClientMayChange, clientMayChange, type ClientChangePolicy } from '../booking-settings';
import { appointmentCode } from '../appointments';
import { visitMailFacts } from '../appointments';
import { type BookingDeps } from './booking-deps';

/** A client's cancel by the signed link of their confirmation e-mail. */
export class CancelByLink {
  constructor(private readonly deps: BookingDeps) {}

  /** The booking a confirmation e-mail's cancel link names (404 for a link the server did not make). */
  async cancelInfo(token: string): Promise<CancelInfo> {
    const { salon, appointment } = await this.byToken(token);
    return this.cancelInfoOf(
      salon,
      await this.asVisit(salon, appointment),
      await this.deps.changePolicies.of(salon),
    );
  }

  /**
   * A part of a multi-service visit stands for the whole visit on the links' pages: its services and
   * stylists listed, its time the visit's span (visit-emails.ts).
   */
  private async asVisit(salon: SalonRow, appointment: AppointmentRecord): Promise<AppointmentRecord> {
    if (!appointment.visitId) return appointment;
    const parts = await this.deps.visitChanges.parts(salon.id, appointment.visitId);
    const facts = visitMailFacts(salon, appointment.visitId, parts, this.deps.organizerEmail);
    return {
      ...appointment,
      mainServiceTitle: facts.mainService,
      subServiceTitle: facts.subService,
      stylist: { ...appointment.stylist, name: facts.stylistName },
      endsAt: facts.endsAt,
    };
  }

  /**
   * Cancels the booking of a cancel link, as the dashboard's cancel does, and queues the e-mails to the
   * client (a calendar METHOD:CANCEL with the raised SEQUENCE) and the salon in the same transaction. Up
   * to the salon's cutoff before the start (its cancellation policy; past it, 400 naming the salon's
   * phone); a second use (or a concurrent one) changes nothing and says the booking was already cancelled.
   */
  async cancelByToken(token: string): Promise<{ info: CancelInfo; message: string }> {
    const { salon, appointment } = await this.byToken(token);
    const policy = await this.deps.changePolicies.of(salon);
    if (appointment.status === 'canceled') {
      return {
        info: this.cancelInfoOf(salon, await this.asVisit(salon, appointment), policy),
        message: CANCEL_MESSAGES.alreadyCancelled,
      };
    }
    const now = this.deps.now();
    // Inside the window, a salon with a late-cancellation fee and the visit's card on file takes the
    // cancel and charges the fee; otherwise the cancel is refused as before.
    const lateFee = this.lateFeeApplies(policy, appointment);
    if (!lateFee) assertClientMayChange({ policy, startsAt: appointment.startsAt, now });
    if (appointment.visitId) {
      const changed = await this.deps.visitChanges.cancel(salon, appointment.visitId, 'client');
      const shown = await this.asVisit(salon, { ...appointment, status: 'canceled' });
      return {
        info: this.cancelInfoOf(salon, shown, policy),
        message: changed ? CANCEL_MESSAGES.cancelled : CANCEL_MESSAGES.alreadyCancelled,
      };
    }
    // The deposit is refunded outside the policy window and kept inside it.
    const deposit = await this.deps.refunds?.planCancel(
      salon.id,
      appointment.id,
      depositRefundRule({ by: 'client', policy, startsAt: appointment.startsAt, now }),
    );
    const facts: BookingMailFacts = {
      ...this.factsOf(salon, { ...appointment, status: 'canceled' }),
      ...(deposit
        ? { payments: { rows: deposit.mailRows, policyText: policy.paymentPolicyText ?? null } }
        : {}),
    };
    let sequence = 0;
    const changed = await this.deps.appointments.changeStatus(appointment, 'canceled', {
      onlyIfChanged: true,
      afterChange: async (tx, { calendarSequence }) => {
        sequence = calendarSequence;
        // With a late-cancellation fee, the client's e-mail waits for the charge below, to say what it took.
        if (!lateFee) await this.deps.mailer.send(clientCancellationMail(facts, calendarSequence), tx);
        await this.deps.notices.cancelled(tx, facts, appointment.stylistId);
        await this.deps.reminders.remove(tx, salon.id, appointment.id);
      },
    });
    if (changed && deposit?.refundAfter) await this.deps.refunds!.refund(deposit.refundAfter);
    if (changed && lateFee) {
      let fee: AppointmentPaymentRow | null = null;
      try {
        fee = await this.deps.fees!.charge(salon, appointment, 'late_cancel_fee', policy);
      } finally {
        // Sent whatever the provider answered (or threw): the cancel has happened.
        const rows = fee ? [feeMailRow(fee, cardLabel(appointment.paymentMethodId))] : [];
        const payments = {
          rows: [...(facts.payments?.rows ?? []), ...rows],
          policyText: policy.paymentPolicyText ?? null,
        };
        await this.deps.mailer.send(clientCancellationMail({ ...facts, payments }, sequence));
      }
    }
    const cancelled = { ...appointment, status: 'canceled' as const };
    return {
      info: this.cancelInfoOf(salon, cancelled, policy),
      message: changed ? CANCEL_MESSAGES.cancelled : CANCEL_MESSAGES.alreadyCancelled,
    };
  }

  private async byToken(token: string): Promise<{ salon: SalonRow; appointment: AppointmentRecord }> {
    const ids = this.deps.cancelLinks.verify(token);
    if (!ids) throw new NotFoundError(CANCEL_MESSAGES.invalidLink);
    const salon = await this.deps.availability.findSalon(ids.salonId);
    const appointment = salon && (await this.deps.appointments.findById(salon.id, ids.appointmentId));
    if (!salon || !appointment) throw new NotFoundError(CANCEL_MESSAGES.invalidLink);
    return { salon, appointment };
  }

  private cancelInfoOf(
    salon: SalonRow,
    appointment: AppointmentRecord,
    policy: ClientChangePolicy,
  ): CancelInfo {
    const zone = zoneOf(salon);
    const start = instantToLocal(zone, appointment.startsAt);
    return {
      _id: appointment.id,
      appointmentId: appointmentCode(appointment.number),
      salonName: salon.name,
      salonSlug: salon.slug,
      mainService: appointment.mainServiceTitle,
      subService: appointment.subServiceTitle,
      stylistName: appointment.stylist.name,
      dateAsAString: start.date,
      timeAsAString: start.time,
      timeAsADate: appointment.startsAt.toISOString(),
      endAsADate: appointment.endsAt.toISOString(),
      timeZone: zone,
      status: appointment.status,
      cancellable:
        appointment.status !== 'canceled' &&
        (clientMayChange({ policy, startsAt: appointment.startsAt, now: this.deps.now() }) ||
          this.lateFeeApplies(policy, appointment)),
      cutoffMinutes: policy.cutoffMinutes,
      salonPhone: policy.salonPhone,
      lateCancelFee: this.lateFeeApplies(policy, appointment)
        ? minorToMajor(policy.lateCancelFeeCents!, salon.currency)
        : null,
    };
  }

  /**
   * A cancel now would be inside the policy window (`clientMayChange` false), before the start,
   * and the salon's policy charges for it: a late-cancellation fee set and a card on file.
   */
  private lateFeeApplies(policy: ClientChangePolicy, appointment: AppointmentRecord): boolean {
    const now = this.deps.now();
    return (
      !!this.deps.fees &&
      appointment.status !== 'canceled' &&
      !!policy.lateCancelFeeCents &&
      !!appointment.paymentMethodId &&
      appointment.startsAt.getTime() > now.getTime() &&
      !clientMayChange({ policy, startsAt: appointment.startsAt, now })
    );
  }

  private factsOf(salon: SalonRow, appointment: AppointmentRecord): BookingMailFacts {
    return appointmentMailFacts(salon, appointment, this.deps.organizerEmail);
  }

  /**
   * The client the booking is linked to: the signed-in customer of this salon; else, with `isNewUser`, a
   * new client account (no password of theirs yet: they set one through forgot-password). A guest whose
   * e-mail belongs to an account books without a link (a guest booking): when the account is this
   * salon's customer, the confirmation carries a claim link that adds the visit to their My appointments,
   * so nobody can place visits in someone else's account.
   */
}
