import { BOOKING_CUTOFF_MINUTES } from '@salon/api/availability/schemas';
import {
  BOOKING_HORIZON_DAYS,
  CANCEL_MESSAGES,
  type AvailableByDateBody,
  type AvailableDay,
  type BookingConfirmation,
  type CancelInfo,
  type NextAvailableDate,
  type NextAvailableDateBody,
  type WebsiteBookingBody,
} from '@salon/api/booking/schemas';
import type { NewUserRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import {
  addDays,
  instantToLocal,
  localTimeClock,
  localDateOf,
  startOfLocalDay,
  todayIn,
  zoneOf,
} from '../../lib/time-zones';
import { type AccountService, unusablePasswordHash } from '../accounts';
import {
  TimeTakenError,
  type AppointmentRecord,
  type AppointmentRepository,
} from './appointments-repository';
import { clientColumns, serviceColumns, type AppointmentService } from './appointments-service';
import {
  appointmentMailFacts,
  bookingConfirmationMail,
  clientCancellationMail,
  type BookingMailFacts,
} from './booking-emails';
import { bookingConfirmationPush } from './booking-pushes';
import type { CancelLinks } from './cancel-links';
import type { ReminderService } from './reminders/service';
import type { SalonNotices } from './salon-notices';
import {
  assertClientMayChange,
  clientMayChange,
  type ClientChangePolicies,
  type ClientChangePolicy,
} from './client-change-policy';
import { appointmentCode, isAhead, subServiceOf } from './mapping';
import {
  NOT_COVERED,
  SALON_NOT_FOUND,
  SLOT_TOO_SOON,
  SLOT_UNAVAILABLE,
  STYLIST_NOT_FOUND,
  TIME_TAKEN,
} from './messages';
import { groupByStylist, slotStatusOnly } from './occupancy';
import type { SlotRepository } from './slots-repository';
import type { FeeCharges } from './payments/fee-charges';

const SLOT_MS = 30 * 60_000;

/**
 * A service longer than the slot runs on into the next ones: the stylist's slots must cover the whole
 * time without a gap, and none of them may be blocked (a booking and a client's move alike).
 */
export async function assertCovered(
  availability: Pick<SlotRepository, 'listSlots'>,
  salonId: string,
  stylistId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<void> {
  const slots = await availability.listSlots(salonId, [stylistId], startsAt, endsAt);
  let reached = startsAt.getTime();
  for (const slot of slots) {
    if (slot.startsAt.getTime() > reached || slot.blocked) break;
    reached = Math.max(reached, slot.endsAt.getTime());
  }
  if (reached < endsAt.getTime()) {
    throw new ConflictError(NOT_COVERED);
  }
}

/** The public booking page: the slots of a day and bookings by guests or signed-in customers. */
export class BookingService {
  constructor(
    private readonly deps: {
      availability: SlotRepository;
      appointments: AppointmentRepository;
      accounts: AccountService;
      appointmentService: AppointmentService;
      now: () => Date;
      /** Booking e-mails go to the outbox in the booking's own transaction. */
      mailer: Mailer;
      /** The confirmation's push to the client's app, when the client has registered a device. */
      push: PushNotifier;
      cancelLinks: CancelLinks;
      /** Plans the booking's reminders and removes a cancelled one's, in the change's transaction. */
      reminders: ReminderService;
      /** The salon's e-mail and the stylist's push for each booking and cancellation. */
      notices: SalonNotices;
      /** The salon's cancellation policy: how late a client may cancel or move online. */
      changePolicies: ClientChangePolicies;
      /** Organiser of the calendar invitation when the salon has no e-mail address. */
      organizerEmail: string;
      /** The ended-subscription rule: throws when the salon takes no bookings (modules/subscriptions). */
      open?: (salonId: string) => Promise<void>;
      /** Issue 22: the late-cancellation fee of a client's cancel inside the policy window. */
      fees?: FeeCharges;
    },
  ) {}

  /**
   * Five queries whatever the number of stylists, in two round trips: the salon, then its subscription,
   * stylists, slots and live appointments side by side (slots and appointments of the whole salon, or of
   * the stylist asked for; a slot of a stylist not listed is never looked up).
   */
  async availableDay(body: AvailableByDateBody): Promise<AvailableDay> {
    const salon = await this.deps.availability.findSalon(body.salon);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    const zone = zoneOf(salon);
    const date = localDateOf(zone, body.requestDate);
    const from = startOfLocalDay(zone, date);
    const to = startOfLocalDay(zone, addDays(date, 1));
    const stylistId = body.stylistId ?? null;
    const [, stylists, slots, occupancy, policy] = await Promise.all([
      // A salon whose subscription ended says so when the page opens, not after the form is filled.
      this.deps.open?.(salon.id),
      this.deps.availability.listActiveStylists(salon.id, stylistId),
      this.deps.availability.listDaySlots(salon.id, stylistId, from, to),
      this.deps.availability.listOccupancy(
        salon.id,
        stylistId ? [stylistId] : null,
        from,
        new Date(to.getTime() + SLOT_MS),
      ),
      this.deps.changePolicies.of(salon),
    ]);
    if (stylistId && stylists.length === 0) throw new NotFoundError(STYLIST_NOT_FOUND);
    const now = this.deps.now();
    // Grouped once, so each slot looks only at its stylist's appointments; offsets once per day.
    const held = groupByStylist(occupancy);
    const slotsOf = groupByStylist(slots);
    const timeOf = localTimeClock(zone);
    return {
      salon: salon.id,
      date,
      timeZone: zone,
      stylists: stylists.map((stylist) => ({
        stylistData: { _id: stylist.id, name: stylist.name, photo: stylist.photo, bio: stylist.bio },
        slots: (slotsOf.get(stylist.id) ?? []).map((slot) => {
          const slotStatus = slotStatusOnly(slot, held.get(stylist.id) ?? []);
          return {
            _id: slot.id,
            timeAsAString: timeOf(slot.startsAt),
            timeAsADate: slot.startsAt.toISOString(),
            endAsADate: slot.endsAt.toISOString(),
            slotStatus,
            choosable: slotStatus === 'available' && isAhead(slot.startsAt, now),
          };
        }),
      })),
      cutoffMinutes: policy.cutoffMinutes,
    };
  }

  /**
   * The first salon-local day from `fromDate` (default today) with a slot the visitor may pick, within
   * `BOOKING_HORIZON_DAYS` of today; null when none. Three queries: salon, stylists, first free slot.
   */
  async nextAvailableDate(body: NextAvailableDateBody): Promise<NextAvailableDate> {
    const salon = await this.deps.availability.findSalon(body.salon);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    await this.deps.open?.(salon.id);
    const zone = zoneOf(salon);
    const now = this.deps.now();
    const today = todayIn(zone, now);
    const end = startOfLocalDay(zone, addDays(today, BOOKING_HORIZON_DAYS));
    const stylists = await this.deps.availability.listActiveStylists(salon.id, body.stylistId);
    if (body.stylistId && stylists.length === 0) throw new NotFoundError(STYLIST_NOT_FOUND);
    const cutoff = now.getTime() + BOOKING_CUTOFF_MINUTES * 60_000;
    const dayStart = body.fromDate ? startOfLocalDay(zone, body.fromDate).getTime() - 1 : cutoff;
    const after = new Date(Math.max(cutoff, dayStart));
    if (after >= end) return { date: null, timeZone: zone };
    const start = await this.deps.availability.firstFreeSlotStart(
      salon.id,
      stylists.map((stylist) => stylist.id),
      after,
      end,
    );
    return { date: start ? instantToLocal(zone, start).date : null, timeZone: zone };
  }

  async book(body: WebsiteBookingBody, viewer: Viewer | null): Promise<BookingConfirmation> {
    if (body.timeData.id !== body.slotId) throw new BadRequestError('timeData.id: must be the slot id');
    const salon = await this.deps.availability.findSalon(body.salon);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    await this.deps.open?.(salon.id);
    const zone = zoneOf(salon);
    const stylist = await this.deps.availability.findStylist(salon.id, body.stylistId);
    if (!stylist || !stylist.active) throw new NotFoundError(STYLIST_NOT_FOUND);
    const slot = await this.deps.availability.findSlot(salon.id, body.slotId);
    if (!slot || slot.stylistId !== stylist.id) throw new NotFoundError('This time slot does not exist');
    const start = instantToLocal(zone, slot.startsAt);
    if (start.date !== body.appointmentDate) {
      throw new BadRequestError('appointmentDate: must be the day of the slot');
    }
    if (!isAhead(slot.startsAt, this.deps.now())) throw new BadRequestError(SLOT_TOO_SOON);
    if (slot.blocked) throw new ConflictError(SLOT_UNAVAILABLE);
    const service = await this.deps.appointmentService.services(salon.id, body.mainService, body.subService);
    const minutes = service.requiredMinutes ?? body.requiredDuration;
    const endsAt = new Date(slot.startsAt.getTime() + minutes * 60_000);
    await assertCovered(this.deps.availability, salon.id, stylist.id, slot.startsAt, endsAt);

    const { userId, newClient, claimable } = await this.clientOf(salon.id, body, viewer);
    const policy = await this.deps.changePolicies.of(salon);
    let result: { id: string; clientCreated: boolean };
    try {
      result = await this.deps.appointments.create(
        {
          salonId: salon.id,
          stylistId: stylist.id,
          userId,
          slotId: slot.id,
          status: 'waiting',
          startsAt: slot.startsAt,
          endsAt,
          ...clientColumns({ ...body, phone: body.mobile, gender: body.gender ?? null }),
          ...serviceColumns(service),
          source: 'website',
        },
        newClient,
        // The confirmation is queued in the booking's transaction: no booking without its e-mail.
        async (tx, appointment) => {
          const facts: BookingMailFacts = {
            salon,
            zone,
            appointmentId: appointment.id,
            code: appointmentCode(appointment.number),
            status: 'waiting',
            startsAt: slot.startsAt,
            endsAt,
            mainService: service.mainServiceTitle,
            subService: service.subServiceTitle,
            stylistName: stylist.name,
            client: { name: body.name, email: body.email.toLowerCase(), phone: body.mobile },
            organizerEmail: this.deps.organizerEmail,
          };
          const links = this.deps.cancelLinks;
          const cancelUrl = links.url(salon.slug, salon.id, appointment.id);
          await this.deps.mailer.send(
            bookingConfirmationMail(
              facts,
              cancelUrl,
              {
                rescheduleUrl: links.url(salon.slug, salon.id, appointment.id, 'reschedule'),
                ...(claimable ? { claimUrl: links.url(salon.slug, salon.id, appointment.id, 'claim') } : {}),
              },
              policy,
            ),
            tx,
          );
          // A push too when the client's account has the app (a guest or a new account has none).
          if (userId) await this.deps.push.sendIfRegistered(bookingConfirmationPush(facts, userId), tx);
          await this.deps.notices.booked(tx, facts, stylist.id);
          await this.deps.reminders.plan(tx, {
            salonId: salon.id,
            id: appointment.id,
            startsAt: slot.startsAt,
            status: 'waiting',
          });
        },
      );
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(TIME_TAKEN);
      throw error;
    }
    const record = await this.deps.appointments.findById(salon.id, result.id);
    if (!record) throw new NotFoundError('Appointment not found');
    return {
      _id: record.id,
      appointmentId: appointmentCode(record.number),
      status: record.status,
      dateAsAString: start.date,
      timeAsAString: start.time,
      timeAsADate: record.startsAt.toISOString(),
      endAsADate: record.endsAt.toISOString(),
      timeZone: zone,
      stylistData: { _id: stylist.id, name: stylist.name, photo: stylist.photo },
      mainService: { _id: service.mainServiceId, title: service.mainServiceTitle },
      subService: subServiceOf(service),
      userName: record.clientName,
      userEmail: record.clientEmail,
      accountCreated: result.clientCreated,
    };
  }

  /** The booking a confirmation e-mail's cancel link names (404 for a link the server did not make). */
  async cancelInfo(token: string): Promise<CancelInfo> {
    const { salon, appointment } = await this.byToken(token);
    return this.cancelInfoOf(salon, appointment, await this.deps.changePolicies.of(salon));
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
        info: this.cancelInfoOf(salon, appointment, policy),
        message: CANCEL_MESSAGES.alreadyCancelled,
      };
    }
    // Inside the window, a salon with a late-cancellation fee and the visit's card on file takes the
    // cancel and charges the fee (issue 22); otherwise the cancel is refused as before.
    const lateFee = this.lateFeeApplies(policy, appointment);
    if (!lateFee) assertClientMayChange({ policy, startsAt: appointment.startsAt, now: this.deps.now() });
    const facts = this.factsOf(salon, { ...appointment, status: 'canceled' });
    const changed = await this.deps.appointments.changeStatus(appointment, 'canceled', {
      onlyIfChanged: true,
      afterChange: async (tx, { calendarSequence }) => {
        await this.deps.mailer.send(clientCancellationMail(facts, calendarSequence), tx);
        await this.deps.notices.cancelled(tx, facts, appointment.stylistId);
        await this.deps.reminders.remove(tx, salon.id, appointment.id);
      },
    });
    if (changed && lateFee) {
      await this.deps.fees!.charge(salon, appointment, 'late_cancel_fee', policy);
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
      lateCancelFee: this.lateFeeApplies(policy, appointment) ? policy.lateCancelFeeCents! / 100 : null,
    };
  }

  /**
   * Issue 22: a cancel now would be inside the policy window (`clientMayChange` false), before the start,
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
  private async clientOf(
    salonId: string,
    body: WebsiteBookingBody,
    viewer: Viewer | null,
  ): Promise<{ userId: string | null; newClient?: Omit<NewUserRow, 'id'>; claimable?: boolean }> {
    if (viewer && viewer.role === 'user' && viewer.salonId === salonId) return { userId: viewer.userId };
    const account = await this.deps.accounts.holderOf(body.email);
    if (account) {
      return { userId: null, claimable: account.role === 'user' && account.salonId === salonId };
    }
    if (!body.isNewUser || (await this.deps.accounts.phoneTakenInSalon(salonId, body.mobile))) {
      return { userId: null };
    }
    return {
      userId: null,
      newClient: {
        salonId,
        role: 'user' as const,
        name: body.name,
        email: body.email.toLowerCase(),
        phone: body.mobile,
        gender: body.gender ?? null,
        passwordHash: await unusablePasswordHash(),
        platform: 'web',
        stylistId: body.stylistId,
      },
    };
  }
}
