import type {
  AppointmentInfo,
  ChangeStatusBody,
  DashboardAppointmentBody,
  ReportRangeBody,
  StatusOption,
  Waitlist,
} from '@salon/api/appointments/schemas';
import type { Appointment, AppointmentStatus } from '@salon/api/availability/schemas';
import type { WalkInBody } from '@salon/api/appointments/team-day-schemas';
import type { AppointmentPaymentRow } from '../../db/schema';
import type { Row } from './mail-facts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { permits } from '../../http/authorize';
import type { Viewer } from '../../http/viewer';
import { instantToLocal, localToInstant, minutesOf, startOfLocalDay, todayIn } from '../../lib/time-zones';
import {
  TimeTakenError,
  type AppointmentRecord,
  type AppointmentRepository,
} from './appointments-repository';
import type { AccountService } from '../accounts';
import type { CalendarAccess, SalonContext } from '../availability';
import { appointmentPaymentOf, toAppointment, toAppointmentInfo } from './mapping';
import { reportRange } from './report-range';
import { isAhead, stylistDataOf } from '../availability';
import {
  LOCKED_DELETE,
  LOCKED_EDIT,
  LOCKED_STATUS,
  STATUS_MESSAGES,
  STATUS_OPTIONS,
  TIME_TAKEN,
  TOO_SOON,
  VISIT_LENGTH_AND_MOVE,
} from './messages';
import { NO_SUCH_TIME } from '../availability';
import type { AppointmentPaymentRows, AppointmentReminders, DepositRefunder } from './ports';
import type { Mailer } from '../../mail/mailer';
import type { Database } from '../../db/client';
import { appointmentMailFacts } from './mail-facts';
import { clientCancellationMail } from './cancellation-mails';
import { bookingConfirmedMail } from './confirmation-mails';
import type { CancelLinks } from './cancel-links';
import type { ClientChangePolicies } from '../booking-settings';
import type { SlotReads } from '../availability';
import type { VisitChanges } from './visit-changes';
import { clientColumns, serviceColumns, serviceSnapshot, type ServiceSnapshot } from './snapshots';

/** Who an appointment is for, as the dashboard's and the website's forms give it. */
export class AppointmentService {
  constructor(
    private readonly deps: {
      repository: AppointmentRepository;
      availability: SlotReads;
      access: CalendarAccess;
      /** The accounts module: who holds a client's e-mail. */
      accounts: AccountService;
      now: () => Date;
      /** Plans, re-plans and removes the reminders in each change's transaction. */
      reminders: AppointmentReminders;
      /**
       * The client's calendar entry of a website booking follows the salon's status changes: the
       * confirmation's update and the cancel's METHOD:CANCEL go to the outbox in the change's transaction.
       */
      mailer: Mailer;
      cancelLinks: CancelLinks;
      changePolicies: ClientChangePolicies;
      /** Refunds of deposits when the salon cancels; and the payments the details show. */
      refunds?: DepositRefunder;
      paymentRows?: AppointmentPaymentRows;
      organizerEmail: string;
      /** A part of a multi-service visit moves and cancels with its visit (visit-changes.ts). */
      visitChanges: VisitChanges;
    },
  ) {}

  statusList(viewer: Viewer): Promise<StatusOption[]> {
    return this.deps.access.salonOf(viewer).then(() => STATUS_OPTIONS.map((option) => ({ ...option })));
  }

  async add(viewer: Viewer, body: DashboardAppointmentBody): Promise<Appointment> {
    const context = await this.deps.access.stylistOf(viewer, body.stylistId);
    const startsAt = this.startOf(context, body);
    if (!isAhead(startsAt, this.deps.now())) throw new BadRequestError(TOO_SOON);
    const { id } = await this.book(context, body, startsAt);
    return this.view(context, id);
  }

  /**
   * A walk-in at the desk, through the same booking as `add`: starts now on the salon's clock, so the
   * 15-minute lead rule does not apply, the client may leave their e-mail, phone and gender out, and the
   * visit is checked in (`arrived`) in the insert itself. The stylist busy now: 409 (`busy`). Nothing is
   * e-mailed (the dashboard's bookings send no confirmation, and a walk-in may have no address).
   */
  async walkIn(viewer: Viewer, body: WalkInBody, busy: string): Promise<{ id: string }> {
    const context = await this.deps.access.stylistOf(viewer, body.stylistId);
    const now = this.deps.now();
    // To the minute, not to 5: the visit starts when the client sits down, and a start up to 4 minutes
    // early would overlap the stylist's visit that just ended.
    const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const local = instantToLocal(context.zone, startsAt);
    return this.book(
      context,
      {
        ...body,
        date: local.date,
        startTime: local.time,
        email: body.email ?? '',
        phone: body.phone ?? '',
        gender: null,
      },
      startsAt,
      { stage: 'arrived', stageAt: now, busy },
    );
  }

  /** The one insert of a staff booking (the dashboard's form and the walk-in). */
  private async book(
    context: SalonContext,
    body: DashboardAppointmentBody,
    startsAt: Date,
    walkIn?: { stage: 'arrived'; stageAt: Date; busy: string },
  ): Promise<{ id: string }> {
    const service = await this.services(context.salon.id, body.service, body.subService ?? null);
    const client = body.email ? await this.clientOf(context.salon.id, body.email) : null;
    const slot = await this.slotAt(context.salon.id, body.stylistId, startsAt);
    const status = body.status ?? 'booked';
    try {
      const { id } = await this.deps.repository.create(
        {
          salonId: context.salon.id,
          stylistId: body.stylistId,
          userId: client,
          slotId: slot,
          status,
          startsAt,
          endsAt: new Date(startsAt.getTime() + body.requiredTime * 60_000),
          ...clientColumns(body),
          ...serviceColumns(service),
          source: 'dashboard',
          ...(walkIn ? { stage: walkIn.stage, stageAt: walkIn.stageAt } : {}),
        },
        undefined,
        (tx, appointment) =>
          this.deps.reminders.plan(tx, { salonId: context.salon.id, id: appointment.id, startsAt, status }),
      );
      return { id };
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(walkIn?.busy ?? TIME_TAKEN);
      throw error;
    }
  }

  /** Edits an appointment; a new date or start moves it (both starts more than 15 minutes ahead). */
  async update(viewer: Viewer, id: string, body: DashboardAppointmentBody): Promise<Appointment> {
    const { context, appointment } = await this.appointmentOf(viewer, id);
    // Moving to another stylist needs the right to that calendar too.
    if (body.stylistId !== appointment.stylistId) await this.deps.access.stylistOf(viewer, body.stylistId);
    const now = this.deps.now();
    if (!isAhead(appointment.startsAt, now)) throw new BadRequestError(LOCKED_EDIT);
    if (appointment.status === 'canceled')
      throw new BadRequestError('A canceled appointment cannot be changed');
    const startsAt = this.startOf(context, body);
    if (!isAhead(startsAt, now)) throw new BadRequestError(TOO_SOON);
    const service = await this.services(context.salon.id, body.service, body.subService ?? null);
    const moved =
      startsAt.getTime() !== appointment.startsAt.getTime() || body.stylistId !== appointment.stylistId;
    const status = body.status ?? appointment.status;
    if (appointment.visitId && moved) {
      if (body.requiredTime * 60_000 !== appointment.endsAt.getTime() - appointment.startsAt.getTime()) {
        throw new BadRequestError(VISIT_LENGTH_AND_MOVE);
      }
      // The whole visit moves by the same time; this part may take another stylist.
      await this.deps.visitChanges.move(context.salon, appointment.visitId, {
        partId: appointment.id,
        startsAt,
        stylistId: body.stylistId,
        by: 'staff',
        values: { status, ...clientColumns(body), ...serviceColumns(service) },
      });
      return this.view(context, id);
    }
    // A new start re-plans the reminders in the move's transaction.
    const replan = startsAt.getTime() !== appointment.startsAt.getTime();
    try {
      await this.deps.repository.update(
        context.salon.id,
        id,
        {
          stylistId: body.stylistId,
          status,
          startsAt,
          endsAt: new Date(startsAt.getTime() + body.requiredTime * 60_000),
          slotId: moved ? await this.slotAt(context.salon.id, body.stylistId, startsAt) : appointment.slotId,
          ...clientColumns(body),
          ...serviceColumns(service),
        },
        replan
          ? (tx) => this.deps.reminders.plan(tx, { salonId: context.salon.id, id, startsAt, status })
          : undefined,
      );
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(TIME_TAKEN);
      throw error;
    }
    return this.view(context, id);
  }

  async delete(viewer: Viewer, id: string): Promise<void> {
    const { context, appointment } = await this.appointmentOf(viewer, id);
    if (!isAhead(appointment.startsAt, this.deps.now())) throw new BadRequestError(LOCKED_DELETE);
    await this.deps.repository.delete(context.salon.id, id, (tx) =>
      this.deps.reminders.remove(tx, context.salon.id, id),
    );
  }

  async changeStatus(
    viewer: Viewer,
    id: string,
    body: ChangeStatusBody,
  ): Promise<{ appointment: Appointment; message: string }> {
    const { context, appointment } = await this.appointmentOf(viewer, id);
    if (!isAhead(appointment.startsAt, this.deps.now())) throw new BadRequestError(LOCKED_STATUS);
    if (appointment.visitId && body.status === 'canceled' && appointment.status !== 'canceled') {
      // Cancelling a part cancels the whole visit.
      await this.deps.visitChanges.cancel(context.salon, appointment.visitId, 'staff');
      return { appointment: await this.view(context, id), message: STATUS_MESSAGES.canceled };
    }
    let refundAfter: AppointmentPaymentRow | undefined;
    try {
      // A cancel removes the reminders, a cancelled visit booked again gets them, in the same transaction.
      if (appointment.status !== body.status) {
        const replan = (body.status === 'canceled') !== (appointment.status === 'canceled');
        // A salon's cancel refunds a paid deposit in full; the e-mail says so.
        const plan =
          body.status === 'canceled'
            ? await this.deps.refunds?.planCancel(context.salon.id, appointment.id, 'refund')
            : undefined;
        refundAfter = plan?.refundAfter;
        const tellClient = await this.calendarUpdate(context, appointment, body.status, plan);
        await this.deps.repository.changeStatus(appointment, body.status, {
          afterChange: async (tx, changed) => {
            if (replan) {
              await this.deps.reminders.plan(tx, {
                salonId: appointment.salonId,
                id: appointment.id,
                startsAt: appointment.startsAt,
                status: body.status,
              });
            }
            await tellClient?.(tx, changed.calendarSequence);
          },
        });
      }
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(TIME_TAKEN);
      throw error;
    }
    if (refundAfter) await this.deps.refunds!.refund(refundAfter);
    return { appointment: await this.view(context, id), message: STATUS_MESSAGES[body.status] };
  }

  async waitlist(viewer: Viewer, stylistId: string): Promise<Waitlist> {
    const context = await this.deps.access.stylistOf(viewer, stylistId);
    const from = startOfLocalDay(context.zone, todayIn(context.zone, this.deps.now()));
    const rows = await this.deps.repository.listWaiting(context.salon.id, stylistId, from);
    return {
      stylistData: stylistDataOf(context.stylist),
      timeZone: context.zone,
      appointments: rows.map((row) => toAppointment(row, context)),
    };
  }

  async report(
    viewer: Viewer,
    body: ReportRangeBody,
    kind: 'current' | 'upcoming',
  ): Promise<AppointmentInfo[]> {
    const context = await this.deps.access.salonOf(viewer);
    let stylistId = body.stylistId ?? null;
    if (stylistId) await this.deps.access.stylistOf(viewer, stylistId);
    // Without a stylist named, a stylist's report is their own.
    else if (!permits(viewer, 'calendar.manageOthers')) stylistId = viewer.userId;
    const { from, to } = reportRange(context.zone, body);
    const rows = await this.deps.repository.listForReport({
      salonId: context.salon.id,
      stylistId,
      from,
      to,
      now: this.deps.now(),
      kind,
    });
    return rows.map((row) => toAppointmentInfo(row, context));
  }

  /** For the stylists module: a stylist with upcoming appointments cannot be deleted. */
  countUpcomingForStylist(salonId: string, stylistId: string, now: Date): Promise<number> {
    return this.deps.repository.countUpcomingForStylist(salonId, stylistId, now);
  }

  private startOf(context: SalonContext, body: DashboardAppointmentBody): Date {
    const startsAt = localToInstant(context.zone, body.date, minutesOf(body.startTime));
    if (!startsAt) throw new BadRequestError(NO_SUCH_TIME);
    return startsAt;
  }

  /**
   * What the client of a website booking hears of the salon's status change (they hold its calendar
   * entry): a booking that waited and is now confirmed (or booked) gets the entry's update with
   * STATUS:CONFIRMED; a cancel gets METHOD:CANCEL; both with the SEQUENCE the change raised. Other changes,
   * and appointments the salon entered itself, send nothing.
   */
  private async calendarUpdate(
    context: SalonContext,
    appointment: AppointmentRecord,
    status: AppointmentStatus,
    plan?: { mailRows: Row[] },
  ): Promise<((tx: Database, sequence: number) => Promise<void>) | null> {
    if (appointment.source !== 'website' || !appointment.clientEmail) return null;
    const facts = appointmentMailFacts(context.salon, { ...appointment, status }, this.deps.organizerEmail);
    if (status === 'canceled') {
      const policy = plan ? await this.deps.changePolicies.of(context.salon) : null;
      const withPayments = plan
        ? { ...facts, payments: { rows: plan.mailRows, policyText: policy?.paymentPolicyText ?? null } }
        : facts;
      return (tx, sequence) => this.deps.mailer.send(clientCancellationMail(withPayments, sequence), tx);
    }
    if (appointment.status !== 'waiting' || (status !== 'confirmed' && status !== 'booked')) return null;
    const policy = await this.deps.changePolicies.of(context.salon);
    const cancelUrl = this.deps.cancelLinks.url(context.salon.slug, context.salon.id, appointment.id);
    return (tx, sequence) =>
      this.deps.mailer.send(bookingConfirmedMail(facts, sequence, cancelUrl, policy), tx);
  }

  private async appointmentOf(viewer: Viewer, id: string) {
    const context = await this.deps.access.salonOf(viewer);
    const appointment = await this.deps.repository.findById(context.salon.id, id);
    if (!appointment) throw new NotFoundError('Appointment not found');
    this.deps.access.assertOwn(viewer, appointment.stylistId);
    return { context, appointment };
  }

  private async view(context: SalonContext, id: string): Promise<Appointment> {
    const record = (await this.deps.repository.findById(context.salon.id, id)) as AppointmentRecord;
    const parts = record.visitId
      ? await this.deps.repository.listVisitParts(context.salon.id, [record.visitId])
      : [];
    const payments = (await this.deps.paymentRows?.listForAppointment(context.salon.id, id)) ?? [];
    return {
      ...toAppointment(record, context, parts),
      payments: payments.map(appointmentPaymentOf),
      paymentDueUntil: record.paymentDueUntil?.toISOString() ?? null,
    };
  }

  private async slotAt(salonId: string, stylistId: string, startsAt: Date): Promise<string | null> {
    const [slot] = await this.deps.availability.listSlots(
      salonId,
      [stylistId],
      startsAt,
      new Date(startsAt.getTime() + 1),
    );
    return slot?.id ?? null;
  }

  /** The salon's client with this e-mail, to link the appointment to. */
  private async clientOf(salonId: string, email: string): Promise<string | null> {
    const account = await this.deps.accounts.holderOf(email);
    return account && account.role === 'user' && account.salonId === salonId ? account.id : null;
  }

  /** The category and (optional) service of the salon, copied onto the appointment (snapshots.ts). */
  services(
    salonId: string,
    mainId: string,
    subId: string | null,
    salonCurrency?: string | Promise<string | undefined>,
  ): Promise<ServiceSnapshot> {
    return serviceSnapshot(this.deps, salonId, mainId, subId, salonCurrency);
  }
}
