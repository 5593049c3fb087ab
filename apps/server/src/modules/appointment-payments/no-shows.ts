import { minorToMajor } from '@salon/api/money/format';
import { NO_SHOW_TEXTS, type NoShowCharge } from '@salon/api/appointments/schemas';
import { FEE_PAYMENT_MESSAGES, type FeePayment, type PayFeeBody } from '@salon/api/booking/fee-payments';
import type { AppointmentPaymentRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import type { Viewer } from '../../http/viewer';
import { zoneOf } from '../../lib/time-zones';
import type { PaymentProvider } from '../payments';
import type { AppointmentRecord, AppointmentRecords } from '../appointments';
import type { CalendarAccess } from '../availability';
import type { CancelLinks } from '../appointments';
import type { ClientChangePolicies } from '../booking-settings';
import { appointmentCode, appointmentPaymentOf } from '../appointments';
import type { SlotReads } from '../availability';
import type { AppointmentPaymentRepository } from './appointment-payments-repository';
import type { FeeCharges } from './fee-charges';
import { cardLabel } from './fee-charges';

const APPOINTMENT_NOT_FOUND = 'Appointment not found';

/**
 * No-shows from the calendar and the payment link of a fee the bank wants the client to
 * confirm. Marking is for the salon owner, managers and the superadmin (`calendar.chargeFees`; a stylist
 * 403: charging a client is the salon's decision), from the visit's start on; marking twice changes
 * nothing and charges once.
 */
export class NoShowService {
  constructor(
    private readonly deps: {
      access: CalendarAccess;
      availability: Pick<SlotReads, 'findSalon'>;
      appointments: AppointmentRecords;
      payments: AppointmentPaymentRepository;
      fees: FeeCharges;
      provider: PaymentProvider;
      changePolicies: ClientChangePolicies;
      links: CancelLinks;
      now: () => Date;
    },
  ) {}

  /** The modal's fee and card before staff confirm, and the fee's charge once made. */
  async quote(viewer: Viewer, id: string): Promise<NoShowCharge> {
    const { salon, appointment } = await this.visit(viewer, id);
    return this.answer(salon, appointment);
  }

  async mark(viewer: Viewer, id: string): Promise<{ data: NoShowCharge; message: string }> {
    const { salon, appointment } = await this.visit(viewer, id);
    if (appointment.status === 'canceled') throw new BadRequestError(NO_SHOW_TEXTS.cancelled);
    const now = this.deps.now();
    if (appointment.startsAt.getTime() > now.getTime()) throw new BadRequestError(NO_SHOW_TEXTS.notStarted);
    await this.deps.appointments.markNoShow(salon.id, appointment.id, now);
    const policy = await this.deps.changePolicies.of(salon);
    const charge = await this.deps.fees.charge(salon, appointment, 'no_show_fee', policy);
    const fresh = (await this.deps.appointments.findById(salon.id, appointment.id)) ?? appointment;
    const data = await this.answer(salon, fresh);
    const message = !charge
      ? NO_SHOW_TEXTS.noFee
      : charge.status === 'succeeded'
        ? NO_SHOW_TEXTS.charged
        : charge.status === 'requires_action'
          ? NO_SHOW_TEXTS.requiresAction
          : !fresh.paymentMethodId
            ? NO_SHOW_TEXTS.noCard
            : NO_SHOW_TEXTS.declined;
    return { data, message };
  }

  /** The payment page of a fee link. */
  async feePayment(token: string): Promise<FeePayment> {
    const { salon, appointment } = await this.byPayToken(token);
    const row = await this.dueFee(salon.id, appointment.id);
    let clientSecret: string | null = null;
    if (row?.status === 'requires_action' && row.providerId && this.deps.provider.name === 'stripe') {
      const outcome = await this.deps.provider.afterAuthentication(row.providerId, true);
      if (outcome.status === 'requires_action') clientSecret = outcome.clientSecret;
    }
    return this.feePaymentOf(salon, appointment, row, clientSecret);
  }

  /**
   * After the client's bank step (offline: the dialog's answer): settles the fee once, e-mails the
   * receipt. A fee already paid answers as it stands; nothing awaiting the client: 409.
   */
  async payFee(body: PayFeeBody): Promise<{ data: FeePayment; message: string }> {
    const { salon, appointment } = await this.byPayToken(body.token);
    const row = await this.dueFee(salon.id, appointment.id);
    if (row?.status === 'succeeded') {
      return { data: this.feePaymentOf(salon, appointment, row, null), message: FEE_PAYMENT_MESSAGES.paid };
    }
    if (!row || row.status !== 'requires_action' || !row.providerId) {
      throw new ConflictError(FEE_PAYMENT_MESSAGES.nothingDue);
    }
    const outcome = await this.deps.provider.afterAuthentication(row.providerId, body.approve ?? true);
    const status =
      outcome.status === 'succeeded' ? 'succeeded' : outcome.status === 'declined' ? 'failed' : null;
    if (status) {
      const failureMessage = outcome.status === 'declined' ? outcome.message : null;
      if (
        await this.deps.payments.settle(salon.id, row.id, status, ['requires_action'], { failureMessage })
      ) {
        const policy = await this.deps.changePolicies.of(salon);
        await this.deps.fees.mail(salon, appointment, { ...row, status, failureMessage }, policy);
      }
    }
    const settled = (await this.deps.payments.findById(salon.id, row.id)) ?? row;
    const clientSecret = outcome.status === 'requires_action' ? outcome.clientSecret : null;
    return {
      data: this.feePaymentOf(salon, appointment, settled, clientSecret),
      message: settled.status === 'succeeded' ? FEE_PAYMENT_MESSAGES.paid : FEE_PAYMENT_MESSAGES.declined,
    };
  }

  private async visit(
    viewer: Viewer,
    id: string,
  ): Promise<{ salon: SalonRow; appointment: AppointmentRecord }> {
    authorize(viewer, 'calendar.chargeFees', NO_SHOW_TEXTS.staffOnly);
    const { salon } = await this.deps.access.salonOf(viewer);
    const appointment = await this.deps.appointments.findById(salon.id, id);
    if (!appointment) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    return { salon, appointment };
  }

  private async answer(salon: SalonRow, appointment: AppointmentRecord): Promise<NoShowCharge> {
    const [policy, charge] = await Promise.all([
      this.deps.changePolicies.of(salon),
      this.deps.fees.existing(salon.id, appointment.id, 'no_show_fee'),
    ]);
    return {
      _id: appointment.id,
      appointmentId: appointmentCode(appointment.number),
      clientName: appointment.clientName,
      clientEmail: appointment.clientEmail,
      noShowAt: appointment.noShowAt?.toISOString() ?? null,
      fee: policy.noShowFeeCents ? minorToMajor(policy.noShowFeeCents, salon.currency) : null,
      currency: salon.currency.toLowerCase(),
      card: cardLabel(appointment.paymentMethodId),
      charge: charge ? appointmentPaymentOf(charge) : null,
    };
  }

  private async byPayToken(token: string): Promise<{ salon: SalonRow; appointment: AppointmentRecord }> {
    const ids = this.deps.links.verify(token, 'pay');
    if (!ids) throw new NotFoundError(FEE_PAYMENT_MESSAGES.invalidLink);
    const salon = await this.deps.availability.findSalon(ids.salonId);
    const appointment = salon && (await this.deps.appointments.findById(salon.id, ids.appointmentId));
    if (!salon || !appointment) throw new NotFoundError(FEE_PAYMENT_MESSAGES.invalidLink);
    return { salon, appointment };
  }

  /** The visit's fee awaiting the client, else its latest fee. */
  private async dueFee(salonId: string, appointmentId: string): Promise<AppointmentPaymentRow | undefined> {
    const fees = (await this.deps.payments.listForAppointment(salonId, appointmentId)).filter(
      (row) => row.kind === 'no_show_fee' || row.kind === 'late_cancel_fee',
    );
    return fees.find((row) => row.status === 'requires_action') ?? fees.at(-1);
  }

  private feePaymentOf(
    salon: SalonRow,
    appointment: AppointmentRecord,
    row: AppointmentPaymentRow | undefined,
    clientSecret: string | null,
  ): FeePayment {
    return {
      _id: appointment.id,
      appointmentId: appointmentCode(appointment.number),
      salonName: salon.name,
      salonSlug: salon.slug,
      service:
        [appointment.mainServiceTitle, appointment.subServiceTitle].filter(Boolean).join(' – ') ||
        'Appointment',
      startsAt: appointment.startsAt.toISOString(),
      timeZone: zoneOf(salon),
      charge: row ? appointmentPaymentOf(row) : null,
      provider: this.deps.provider.name === 'stripe' ? 'stripe' : 'offline',
      publishableKey: this.deps.provider.publishableKey,
      clientSecret,
      amount: row ? minorToMajor(row.amountCents, row.currency) : null,
    };
  }
}
