import { minorToMajor } from '@salon/api/money/format';
import { BOOKING_CUTOFF_MINUTES } from '@salon/api/availability/schemas';
import { slotStateCode } from '@salon/api/booking/available-times';
import {
  BOOKING_HORIZON_DAYS,
  CANCEL_MESSAGES,
  type AvailableByDateBody,
  type AvailableDay,
  type AvailableTimes,
  type BookingConfirmation,
  type CancelInfo,
  type NextAvailableDate,
  type NextAvailableDateBody,
  type WebsiteBookingBody,
  type BookingCardSetup,
  type BookingDeposit,
  type CardSetupResult,
  type ConfirmCardBody,
  type ConfirmDepositBody,
  type DepositResult,
  type PayDepositBody,
  type SaveCardBody,
} from '@salon/api/booking/schemas';
import type { Database } from '../../db/client';
import type {
  AppointmentPaymentRow,
  AppointmentRow,
  NewAppointmentRow,
  NewUserRow,
  SalonRow,
} from '../../db/schema';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../errors';
import type {
  CardSetupOutcome,
  PaymentDestination,
  PaymentEvent,
  PaymentOutcome,
  PaymentProvider,
} from '../payments';
import type { PaymentRows } from '../appointment-payments';
import type { PaymentCustomers } from '../appointment-payments';
import { type DepositRefunds } from '../appointment-payments';
import { depositRefundRule } from '../booking-settings';
import { depositSession } from '../appointment-payments';
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
import type { AccountService } from '../accounts';
import { websiteClientOf } from './website-client';
import { TimeTakenError, type AppointmentRecord, type AppointmentRecords } from '../appointments';
import { clientColumns, serviceColumns, type AppointmentService } from '../appointments';
import { appointmentMailFacts, paymentMailRows, type BookingMailFacts } from '../appointments';
import { clientCancellationMail } from '../appointments';
import { bookingConfirmationMail } from '../appointments';
import { bookingConfirmationPush } from '../appointments';
import type { CancelLinks } from '../appointments';
import type { ReminderService } from '../reminders';
import type { SalonNotices } from '../appointments';
import {
  assertClientMayChange,
  clientMayChange,
  type ClientChangePolicies,
  type ClientChangePolicy,
} from '../booking-settings';
import { appointmentCode, subServiceOf } from '../appointments';
import { isAhead } from '../availability';
import { NOT_COVERED, SLOT_TOO_SOON, SLOT_UNAVAILABLE, TIME_TAKEN } from '../appointments';
import { DEPOSIT_HOLD_ENDED, DEPOSIT_HOLD_MS, DEPOSIT_KEY_NEEDED, DEPOSIT_NOT_FOUND } from './messages';
import { SALON_NOT_FOUND, STYLIST_NOT_FOUND } from '../availability';
import { groupByStylist, slotStatusOnly } from '../availability';
import type { SlotReads, StylistRecord } from '../availability';
import type { VisitChanges } from '../appointments';
import { visitMailFacts } from '../appointments';
import type { FeeCharges } from '../appointment-payments';

const SLOT_MS = 30 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Another try of the same deposit submit holds the time: this one rolls back and answers that one. */
class DuplicateSubmit extends Error {}

/** A promise's outcome, kept: `value()` returns it, or throws its error when the caller is ready to. */
async function outcomeOf<T>(promise: Promise<T> | undefined): Promise<{ value: () => T }> {
  try {
    const value = (await promise) as T;
    return { value: () => value };
  } catch (error) {
    return {
      value: () => {
        throw error;
      },
    };
  }
}

/**
 * A service longer than the slot runs on into the next ones: the stylist's slots must cover the whole
 * time without a gap, and none of them may be blocked (a booking and a client's move alike).
 */
export async function assertCovered(
  availability: Pick<SlotReads, 'listSlots'>,
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

/** A stylist as the public booking page shows them. */
function publicStylist(stylist: StylistRecord) {
  return { _id: stylist.id, name: stylist.name, photo: stylist.photo, bio: stylist.bio };
}

/** The public booking page: the slots of a day and bookings by guests or signed-in customers. */
export class BookingService {
  constructor(
    private readonly deps: {
      availability: SlotReads;
      appointments: AppointmentRecords;
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
      /** A link of a multi-service visit cancels every part (visit-changes.ts). */
      visitChanges: VisitChanges;
      /** Issue 22: deposits. Without them a deposit service books as before (tests of other areas). */
      payments?: PaymentProvider;
      paymentRows?: PaymentRows;
      /** A returning client's customer at the provider, reused by their card setups at the salon. */
      customers?: PaymentCustomers;
      refunds?: DepositRefunds;
      /** Issue 22: the late-cancellation fee of a client's cancel inside the policy window. */
      fees?: FeeCharges;
      /**
       * Where a deposit goes (payouts' `chargeDestinationOf`): the salon's connected account with the
       * platform's fee; throws a 409 while the salon cannot take card payments. Without it (unit tests),
       * deposits go to the platform's own account.
       */
      destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
    },
  ) {}

  /** The public booking page's day: every slot as a `PublicSlot` (the spec's call). */
  async availableDay(body: AvailableByDateBody): Promise<AvailableDay> {
    const day = await this.bookableDay(body);
    const timeOf = localTimeClock(day.zone);
    return {
      salon: day.salonId,
      date: day.date,
      timeZone: day.zone,
      stylists: day.stylists.map((stylist) => ({
        stylistData: publicStylist(stylist),
        slots: (day.slotsOf.get(stylist.id) ?? []).map((slot) => {
          const slotStatus = slotStatusOnly(slot, day.held.get(stylist.id) ?? []);
          return {
            _id: slot.id,
            timeAsAString: timeOf(slot.startsAt),
            timeAsADate: slot.startsAt.toISOString(),
            endAsADate: slot.endsAt.toISOString(),
            slotStatus,
            choosable: slotStatus === 'available' && isAhead(slot.startsAt, day.now),
          };
        }),
      })),
      cutoffMinutes: day.cutoffMinutes,
    };
  }

  /**
   * The same day in compact form, the booking page's answer: per stylist the slot ids, their starts in
   * minutes after the day's start and a state letter each, with no per-slot object or formatted time.
   */
  async availableTimes(body: AvailableByDateBody): Promise<AvailableTimes> {
    const day = await this.bookableDay(body);
    const dayStart = day.from.getTime();
    return {
      salon: day.salonId,
      date: day.date,
      timeZone: day.zone,
      dayStart: day.from.toISOString(),
      stylists: day.stylists.map((stylist) => {
        const slots = day.slotsOf.get(stylist.id) ?? [];
        const held = day.held.get(stylist.id) ?? [];
        const slotIds: string[] = [];
        const starts: number[] = [];
        let states = '';
        for (const slot of slots) {
          const slotStatus = slotStatusOnly(slot, held);
          slotIds.push(slot.id);
          starts.push((slot.startsAt.getTime() - dayStart) / 60_000);
          states += slotStateCode(slotStatus, slotStatus === 'available' && isAhead(slot.startsAt, day.now));
        }
        return { stylistData: publicStylist(stylist), slotIds, starts, states };
      }),
      cutoffMinutes: day.cutoffMinutes,
    };
  }

  /**
   * What both forms of the public day answer. Five queries whatever the number of stylists, in two round
   * trips: the salon, then its subscription, stylists, slots and live appointments side by side (slots
   * and appointments of the whole salon, or of the stylist asked for; a slot of a stylist not listed is
   * never looked up), grouped by stylist once so that each slot looks only at its stylist's appointments.
   */
  private async bookableDay(body: AvailableByDateBody) {
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
    return {
      salonId: salon.id,
      zone,
      date,
      from,
      stylists,
      slotsOf: groupByStylist(slots),
      held: groupByStylist(occupancy),
      cutoffMinutes: policy.cutoffMinutes,
      now: this.deps.now(),
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
    // What the checks below read, side by side (one round trip instead of ten): `body.salon` is the
    // salon's id, and the slot cover is read from the start the page sent (checked against the slot's
    // own below). The checks then run in their order, so a request with several faults gets the same
    // answer as when each read came in turn. A new account's row (a password hash) is made only once
    // the checks pass.
    const claimedStart = new Date(body.timeData.timeAsADate);
    const salonRead = this.deps.availability.findSalon(body.salon);
    const [salon, opened, stylist, slot, services, following, policyOf, client] = await Promise.all([
      salonRead,
      outcomeOf(this.deps.open?.(body.salon)),
      this.deps.availability.findStylist(body.salon, body.stylistId),
      this.deps.availability.findSlot(body.salon, body.slotId),
      outcomeOf(
        this.deps.appointmentService.services(
          body.salon,
          body.mainService,
          body.subService,
          salonRead.then((found) => found?.currency),
        ),
      ),
      Number.isNaN(claimedStart.getTime())
        ? []
        : this.deps.availability.listSlots(
            body.salon,
            [body.stylistId],
            claimedStart,
            new Date(claimedStart.getTime() + DAY_MS),
          ),
      this.deps.changePolicies.readOf(body.salon),
      body.isNewUser
        ? null
        : outcomeOf(websiteClientOf(this.deps.accounts, body.salon, body, body.stylistId, viewer)),
    ]);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    const zone = zoneOf(salon);
    opened.value();
    if (!stylist || !stylist.active) throw new NotFoundError(STYLIST_NOT_FOUND);
    if (!slot || slot.stylistId !== stylist.id) throw new NotFoundError('This time slot does not exist');
    const start = instantToLocal(zone, slot.startsAt);
    if (start.date !== body.appointmentDate) {
      throw new BadRequestError('appointmentDate: must be the day of the slot');
    }
    if (!isAhead(slot.startsAt, this.deps.now())) throw new BadRequestError(SLOT_TOO_SOON);
    if (slot.blocked) throw new ConflictError(SLOT_UNAVAILABLE);
    const service = services.value();
    const minutes = service.requiredMinutes ?? body.requiredDuration;
    const endsAt = new Date(slot.startsAt.getTime() + minutes * 60_000);
    // The slots read from the page's start hold the cover when that start is the slot's and the
    // service ends within them; otherwise they are read again from the slot's start.
    const readAhead =
      claimedStart.getTime() === slot.startsAt.getTime() &&
      endsAt.getTime() <= claimedStart.getTime() + DAY_MS;
    await assertCovered(
      readAhead
        ? {
            listSlots: async (_s, _ids, from, to) =>
              following.filter((row) => row.startsAt < to && row.startsAt >= from),
          }
        : this.deps.availability,
      salon.id,
      stylist.id,
      slot.startsAt,
      endsAt,
    );
    const policy = policyOf(salon);
    const { userId, newClient, claimable } = client
      ? client.value()
      : await websiteClientOf(this.deps.accounts, salon.id, body, body.stylistId, viewer);
    const depositCents = service.paymentPolicy === 'deposit' ? (service.depositCents ?? 0) : 0;
    // A deposit to pay, or a card to save (card on file): either holds the time until it is done.
    const heldKind = depositCents > 0 ? 'deposit' : service.paymentPolicy === 'card' ? 'card_setup' : null;
    if (heldKind && this.deps.payments && this.deps.paymentRows) {
      if (!body.idempotencyKey) throw new BadRequestError(DEPOSIT_KEY_NEEDED);
      return this.bookHeld({
        salon,
        zone,
        start,
        body,
        key: body.idempotencyKey,
        kind: heldKind,
        amountCents: depositCents,
        policy,
        newClient,
        values: {
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
          paymentPolicy: heldKind === 'deposit' ? 'deposit' : 'card',
          paymentDueUntil: new Date(this.deps.now().getTime() + DEPOSIT_HOLD_MS),
        },
      });
    }
    let result: { row: AppointmentRow; clientCreated: boolean };
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
          await this.deps.reminders.plan(
            tx,
            { salonId: salon.id, id: appointment.id, startsAt: slot.startsAt, status: 'waiting' },
            { created: true },
          );
        },
      );
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(TIME_TAKEN);
      throw error;
    }
    // The Thank You view from the row the insert returned: no read after the commit.
    return this.confirmationOf(salon, { ...result.row, stylist }, result.clientCreated);
  }

  /** The Thank You view of a stored booking (and its deposit, when it has one). */
  private confirmationOf(
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

  // Deposits (issue 22) -----------------------------------------------------------------------------

  /**
   * A booking whose service takes a deposit or a card on file: the appointment is created held
   * (`payment_due_until` ten minutes ahead) with its deposit or card setup row, in one transaction; no
   * e-mail yet. Then the provider's intent or setup. The same key again (a retry, or a concurrent double
   * submit) answers the same hold: one hold and one payment per submit. A time taken by another booking
   * is 409 before anything is charged.
   */
  private async bookHeld(input: {
    salon: SalonRow;
    zone: string;
    start: { date: string; time: string };
    body: WebsiteBookingBody;
    key: string;
    kind: 'deposit' | 'card_setup';
    /** The deposit; 0 for a card setup. */
    amountCents: number;
    policy: ClientChangePolicy;
    newClient: Omit<NewUserRow, 'id'> | undefined;
    values: Omit<NewAppointmentRow, 'id' | 'number'>;
  }): Promise<BookingConfirmation> {
    const rows = this.deps.paymentRows!;
    const { salon, key } = input;
    const earlier = await rows.findByKey(salon.id, key);
    if (earlier) return this.heldAnswer(salon, earlier, false, input.policy);
    // Closed to cards until the salon's payout account can take charges: refused before any hold.
    await this.deps.destinationOf?.(salon.id, input.amountCents);
    let created: { id: string; clientCreated: boolean };
    try {
      created = await this.deps.appointments.create(
        input.values,
        input.newClient,
        async (tx, appointment) => {
          const { created: inserted } = await rows.insertOnce(
            {
              salonId: salon.id,
              appointmentId: appointment.id,
              kind: input.kind,
              amountCents: input.amountCents,
              currency: salon.currency.toLowerCase(),
              status: 'pending',
              idempotencyKey: key,
            },
            tx,
          );
          // Another try of the same submit won: roll this hold back and answer that one.
          if (!inserted) throw new DuplicateSubmit();
        },
      );
    } catch (error) {
      if (error instanceof DuplicateSubmit || error instanceof TimeTakenError) {
        const winner = await rows.findByKey(salon.id, key);
        if (winner) return this.heldAnswer(salon, winner, false, input.policy);
        throw new ConflictError(TIME_TAKEN);
      }
      throw error;
    }
    const row = await rows.findByKey(salon.id, key);
    return this.heldAnswer(salon, row!, created.clientCreated, input.policy);
  }

  /**
   * The booking of a held row with its payment session: a deposit's intent, or a card setup's SetupIntent
   * and customer (the provider makes each once per key; the customer is kept on the appointment).
   */
  private async heldAnswer(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    accountCreated: boolean,
    policy: ClientChangePolicy,
  ): Promise<BookingConfirmation> {
    const payments = this.deps.payments!;
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    if (row.kind === 'card_setup') return this.cardSetupAnswer(salon, row, record, accountCreated, policy);
    const deposit = await depositSession(
      { payments, rows: this.deps.paymentRows!, destinationOf: this.deps.destinationOf },
      salon,
      row,
      record,
      policy,
    );
    return this.confirmationOf(salon, record, accountCreated, deposit);
  }

  private async cardSetupAnswer(
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

  /** The held booking's deposit or card setup row of a key, with its salon (404 for a key nobody booked with). */
  private async depositOf(salonId: string, key: string, kind: 'deposit' | 'card_setup' = 'deposit') {
    const salon = await this.deps.availability.findSalon(salonId);
    const row = salon && this.deps.paymentRows && (await this.deps.paymentRows.findByKey(salon.id, key));
    if (!salon || !row || row.kind !== kind) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    return { salon, row };
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
   * booking is confirmed as a paid deposit's; a declined card frees the time (402).
   */
  private async afterCardOutcome(
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
  private async settledAnswer(salon: SalonRow, row: AppointmentPaymentRow): Promise<DepositResult | null> {
    if (row.status === 'succeeded' || row.status === 'refunded') {
      return this.depositResult(salon, row, 'succeeded', null);
    }
    if (row.status === 'failed' || row.status === 'canceled') throw new ConflictError(DEPOSIT_HOLD_ENDED);
    return null;
  }

  /** A hold past its time is released now (the sweep would) rather than paid: 409. */
  private async assertStillHeld(salon: SalonRow, row: AppointmentPaymentRow): Promise<void> {
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record || record.status === 'canceled') throw new ConflictError(DEPOSIT_HOLD_ENDED);
    if (record.paymentDueUntil && record.paymentDueUntil <= this.deps.now()) {
      await this.releaseHeld(record, row, 'canceled');
      throw new ConflictError(DEPOSIT_HOLD_ENDED);
    }
  }

  private async afterOutcome(
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
      case 'declined': {
        // A declined card frees the time at once: the visitor books again with another card.
        const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
        if (record) await this.releaseHeld(record, row, 'failed', outcome.message);
        throw new HttpError(402, outcome.message, 'card_declined');
      }
    }
  }

  private async depositResult(
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
   * Ends a hold unpaid: the appointment (a visit: every part) cancelled, its time free, and its deposit
   * row, if any, `status`.
   */
  private async releaseHeld(
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
  private async depositPaid(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    /** A card setup's saved card, kept on the appointment for the salon's fees. */
    savedCard?: string,
  ): Promise<boolean> {
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) return false;
    const policy = await this.deps.changePolicies.of(salon);
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
      : await this.deps.appointments.confirmHold(salon.id, { id: record.id }, settle, async (tx) => {
          await this.announceBooking(tx, salon, { ...record, paymentDueUntil: null }, policy, claimable, [
            paid,
          ]);
        });
    if (outcome === 'released' && row.kind === 'deposit') await this.deps.refunds?.refund(paid);
    return outcome !== 'unchanged';
  }

  /** What a confirmed website booking sends, in its transaction: e-mail, push, salon notices, reminders. */
  private async announceBooking(
    tx: Database,
    salon: SalonRow,
    record: AppointmentRecord,
    policy: ClientChangePolicy,
    claimable: boolean,
    payments: AppointmentPaymentRow[],
  ): Promise<void> {
    const facts: BookingMailFacts = {
      ...appointmentMailFacts(salon, record, this.deps.organizerEmail),
      payments: { rows: paymentMailRows(payments), policyText: policy.paymentPolicyText ?? null },
    };
    const links = this.deps.cancelLinks;
    await this.deps.mailer.send(
      bookingConfirmationMail(
        facts,
        links.url(salon.slug, salon.id, record.id),
        {
          rescheduleUrl: links.url(salon.slug, salon.id, record.id, 'reschedule'),
          ...(claimable ? { claimUrl: links.url(salon.slug, salon.id, record.id, 'claim') } : {}),
        },
        policy,
      ),
      tx,
    );
    if (record.userId)
      await this.deps.push.sendIfRegistered(bookingConfirmationPush(facts, record.userId), tx);
    await this.deps.notices.booked(tx, facts, record.stylistId);
    await this.deps.reminders.plan(tx, {
      salonId: salon.id,
      id: record.id,
      startsAt: record.startsAt,
      status: record.status,
    });
  }

  /**
   * A verified provider event about an appointment's payment. Each settles its row once (a redelivery,
   * or the event racing the client's own answer, changes nothing: 'duplicate'): a deposit's `succeeded`
   * confirms the booking; `failed` or `canceled` releases its hold. A card setup's (`setup_intent.*`)
   * does the same for a card-on-file booking whose browser never came back: `succeeded` saves the card
   * and confirms, `setup_failed` frees the time.
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
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) return 'ignored';
    const status = event.outcome === 'failed' ? 'failed' : 'canceled';
    const released = await this.releaseHeld(record, row, status, event.failureMessage ?? undefined);
    return released ? 'processed' : 'duplicate';
  }

  /**
   * The sweep (jobs/sweeps.ts): held bookings not paid within their time are released: their intent
   * canceled at the provider, then the appointment cancelled (its time free) and the deposit `canceled`.
   * An intent that could not be canceled (it succeeded meanwhile) is left to its webhook. Returns how
   * many were released; `failures` collects why others were not.
   */
  async releaseUnpaidHolds(salonId: string | null, failures: string[] = []): Promise<number> {
    if (!this.deps.paymentRows || !this.deps.payments) return 0;
    let released = 0;
    const visits = new Set<string>();
    for (const expired of await this.deps.appointments.listExpiredHolds(this.deps.now(), salonId)) {
      // A visit's parts are released together, by its first part's deposit.
      if (expired.visitId && visits.has(expired.visitId)) continue;
      if (expired.visitId) visits.add(expired.visitId);
      try {
        const held = expired.visitId
          ? ((await this.deps.visitChanges.parts(expired.salonId, expired.visitId))[0] ?? expired)
          : expired;
        const rows = await this.deps.paymentRows.listForAppointment(held.salonId, held.id);
        const deposit = rows.find((row) => row.kind === 'deposit' || row.kind === 'card_setup');
        if (deposit?.status === 'succeeded') continue;
        // A card setup charges nothing: only a deposit's intent is canceled at the provider.
        if (
          deposit?.kind === 'deposit' &&
          deposit.providerId &&
          !(await this.deps.payments.cancel(deposit.providerId))
        )
          continue;
        if (await this.releaseHeld({ ...held, visitId: expired.visitId }, deposit, 'canceled')) released += 1;
      } catch (error) {
        failures.push(`${expired.id}: ${(error as Error).message}`);
      }
    }
    return released;
  }

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
    // cancel and charges the fee (issue 22); otherwise the cancel is refused as before.
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
    // Issue 22: the deposit is refunded outside the policy window and kept inside it.
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
    const changed = await this.deps.appointments.changeStatus(appointment, 'canceled', {
      onlyIfChanged: true,
      afterChange: async (tx, { calendarSequence }) => {
        await this.deps.mailer.send(clientCancellationMail(facts, calendarSequence), tx);
        await this.deps.notices.cancelled(tx, facts, appointment.stylistId);
        await this.deps.reminders.remove(tx, salon.id, appointment.id);
      },
    });
    if (changed && deposit?.refundAfter) await this.deps.refunds!.refund(deposit.refundAfter);
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
      lateCancelFee: this.lateFeeApplies(policy, appointment)
        ? minorToMajor(policy.lateCancelFeeCents!, salon.currency)
        : null,
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
}
