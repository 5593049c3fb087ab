import type { Database } from '../../db/client';
import type { AppointmentRow, NewAppointmentRow, NewUserRow, SalonRow } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import type { PaymentRows } from '../appointment-payments';
import {
  announceVisit,
  appointmentMailFacts,
  TIME_TAKEN,
  TimeTakenError,
  VisitExistsError,
  type AppointmentRecords,
  type CancelLinks,
  type SalonNotices,
  type VisitRecords,
} from '../appointments';
import type { ClientChangePolicy } from '../booking-settings';
import type { PaymentDestination } from '../payments';
import type { ReminderService } from '../reminders';
import { announceBooking } from './announce-booking';
import { heldBookingMail } from './hold-mail';
import { DuplicateSubmit } from './booking-deps';

/** One part of a booking as it is inserted: an appointment's columns, and its stylist's name for the mail. */
export interface PlannedBookingPart {
  values: Omit<NewAppointmentRow, 'id' | 'number' | 'visitId' | 'visitPart'>;
  stylist: { id: string; name: string };
}

/**
 * A website booking checked and priced by its path (one service from a stylist's slot, or a visit of
 * several from a start): what the placement inserts and announces.
 */
export interface BookingPlan {
  salon: SalonRow;
  policy: ClientChangePolicy;
  /** The submit's key: one hold and one visit per key. A single booking paid at the desk may have none. */
  key: string | undefined;
  /** In the visit's order. */
  parts: PlannedBookingPart[];
  /**
   * A visit (the planner's booking, of one part or several: a `visits` row groups them and holds the
   * key) or a single appointment (the one-service page's, exactly one part).
   */
  visit: boolean;
  client: { userId: string | null; newClient?: Omit<NewUserRow, 'id'>; claimable?: boolean };
  /** A deposit to pay or a card to save first: the time is held, and announced once it is done. */
  hold: { kind: 'deposit' | 'card_setup'; amountCents: number } | null;
}

/** What a placement left: the single appointment's row when it was inserted now, or the visit's id. */
export interface Placement {
  row: AppointmentRow | null;
  visitId: string | null;
  clientCreated: boolean;
}

export interface PlacementDeps {
  appointments: Pick<AppointmentRecords, 'create'>;
  visits: Pick<VisitRecords, 'create' | 'findByKey'>;
  paymentRows?: PaymentRows;
  destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
  mailer: Mailer;
  push: PushNotifier;
  notices: SalonNotices;
  reminders: ReminderService;
  cancelLinks: CancelLinks;
  organizerEmail: string;
}

/**
 * The one way a website booking reaches the calendar, for a single service and a visit alike: every
 * part inserted in one transaction under its stylists' turns; then either the hold's payment row (the
 * announcement waits for the deposit or the card, Deposits.depositPaid) or the announcement itself (the
 * client's e-mail with one calendar entry, the push, the salon's and stylists' notices, the reminder),
 * in that same transaction: no booking without its e-mail. A second try of the same key answers the
 * first's booking; a time taken meanwhile is 409 before anything is charged.
 */
export class BookingPlacement {
  constructor(private readonly deps: PlacementDeps) {}

  async place(plan: BookingPlan): Promise<Placement> {
    const { salon, hold, key } = plan;
    if (hold && key) {
      const earlier = await this.earlier(plan);
      if (earlier) return earlier;
      // Closed to cards until the salon's payout account can take charges: refused before any hold.
      await this.deps.destinationOf?.(salon.id, hold.amountCents);
    }
    try {
      if (!plan.visit) {
        const created = await this.deps.appointments.create(
          plan.parts[0]!.values,
          plan.client.newClient,
          (tx, row) =>
            hold && key
              ? this.holdPayment(tx, plan, row, key)
              : announceBooking(this.deps, tx, {
                  salon,
                  record: { ...row, stylist: plan.parts[0]!.stylist },
                  policy: plan.policy,
                  claimable: plan.client.claimable ?? false,
                  pushTo: plan.client.userId,
                  created: true,
                }),
        );
        return { row: created.row, visitId: null, clientCreated: created.clientCreated };
      }
      const created = await this.deps.visits.create(
        {
          salonId: salon.id,
          idempotencyKey: key!,
          parts: plan.parts.map((part) => part.values),
          ...(plan.client.newClient ? { newClient: plan.client.newClient } : {}),
        },
        (tx, visit) =>
          hold && key
            ? this.holdPayment(tx, plan, visit.parts[0]!, key)
            : this.announceVisit(tx, plan, visit.visitId, visit.parts),
      );
      return { row: null, visitId: created.visitId, clientCreated: created.clientCreated };
    } catch (error) {
      const lost =
        error instanceof TimeTakenError ||
        error instanceof DuplicateSubmit ||
        error instanceof VisitExistsError;
      if (!lost) throw error;
      // Another try of the same submit won (or took the time itself): answer that one.
      const winner = key ? await this.earlier(plan) : null;
      if (winner) return winner;
      throw new ConflictError(TIME_TAKEN);
    }
  }

  /** The booking an earlier try of the plan's key made: its visit, or its held part's payment row. */
  private async earlier(plan: BookingPlan): Promise<Placement | null> {
    const { salon, key } = plan;
    if (!key) return null;
    if (plan.visit) {
      const visit = await this.deps.visits.findByKey(salon.id, key);
      return visit ? { row: null, visitId: visit.id, clientCreated: false } : null;
    }
    const row = plan.hold ? await this.deps.paymentRows?.findByKey(salon.id, key) : undefined;
    return row ? { row: null, visitId: null, clientCreated: false } : null;
  }

  /**
   * The hold's payment row on the first part, once per key (a second try rolls this one back), and the
   * client's e-mail with the link that reopens the payment step while the hold lasts.
   */
  private async holdPayment(
    tx: Database,
    plan: BookingPlan,
    first: { id: string; number: number },
    key: string,
  ) {
    const { salon, hold } = plan;
    const { created } = await this.deps.paymentRows!.insertOnce(
      {
        salonId: salon.id,
        appointmentId: first.id,
        kind: hold!.kind,
        amountCents: hold!.amountCents,
        currency: salon.currency.toLowerCase(),
        status: 'pending',
        idempotencyKey: key,
      },
      tx,
    );
    if (!created) throw new DuplicateSubmit();
    const values = plan.parts[0]!.values;
    if (!values.paymentDueUntil) return;
    const facts = appointmentMailFacts(
      salon,
      {
        ...values,
        id: first.id,
        number: first.number,
        visitId: null,
        visitPart: null,
        status: values.status ?? 'waiting',
        // A visit's e-mail spans every part.
        endsAt: plan.parts.at(-1)!.values.endsAt,
        mainServiceTitle: values.mainServiceTitle ?? null,
        subServiceTitle: plan.parts.length > 1 ? null : (values.subServiceTitle ?? null),
        stylist: plan.parts[0]!.stylist,
      } as Parameters<typeof appointmentMailFacts>[1],
      this.deps.organizerEmail,
    );
    if (plan.parts.length > 1) {
      facts.mainService = plan.parts
        .map((part) =>
          [part.values.mainServiceTitle, part.values.subServiceTitle].filter(Boolean).join(' – '),
        )
        .join(', ');
    }
    await this.deps.mailer.send(
      heldBookingMail(facts, {
        kind: hold!.kind,
        amountCents: hold!.amountCents,
        currency: salon.currency,
        dueUntil: values.paymentDueUntil,
        payUrl: this.deps.cancelLinks.url(salon.slug, salon.id, first.id, 'hold'),
      }),
      tx,
    );
  }

  private announceVisit(
    tx: Database,
    plan: BookingPlan,
    visitId: string,
    created: Array<{ id: string; number: number }>,
  ) {
    return announceVisit(this.deps, tx, {
      salon: plan.salon,
      visitId,
      parts: plan.parts.map((part, index) => ({
        ...part.values,
        id: created[index]!.id,
        number: created[index]!.number,
        status: part.values.status ?? 'waiting',
        mainServiceTitle: part.values.mainServiceTitle ?? null,
        subServiceTitle: part.values.subServiceTitle ?? null,
        stylist: part.stylist,
      })),
      pushTo: plan.client.userId,
      policy: plan.policy,
      claimable: plan.client.claimable ?? false,
    });
  }
}
