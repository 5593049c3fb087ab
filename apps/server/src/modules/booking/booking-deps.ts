import { ConflictError } from '../../errors';
import type { PaymentDestination, PaymentProvider } from '../payments';
import type { PaymentRows } from '../appointment-payments';
import type { PaymentCustomers } from '../appointment-payments';
import { type DepositRefunds } from '../appointment-payments';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import type { AccountService } from '../accounts';
import { type AppointmentRecords } from '../appointments';
import { type AppointmentService } from '../appointments';
import type { CancelLinks } from '../appointments';
import type { ReminderService } from '../reminders';
import type { SalonNotices } from '../appointments';
import { type ClientChangePolicies } from '../booking-settings';
import { NOT_COVERED } from '../appointments';
import type { SlotReads, StylistRecord } from '../availability';
import type { VisitChanges } from '../appointments';
import type { FeeCharges } from '../appointment-payments';
import type { BookingPlacement } from './placement';

export const SLOT_MS = 30 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** Another try of the same deposit submit holds the time: this one rolls back and answers that one. */
export class DuplicateSubmit extends Error {}

/** A promise's outcome, kept: `value()` returns it, or throws its error when the caller is ready to. */
export async function outcomeOf<T>(promise: Promise<T> | undefined): Promise<{ value: () => T }> {
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
export function publicStylist(stylist: StylistRecord) {
  return { _id: stylist.id, name: stylist.name, photo: stylist.photo, bio: stylist.bio };
}

/** What the public booking engine is built from (module.ts). */
export interface BookingDeps {
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
  /** Inserts and announces a checked booking, or holds it for its deposit or card (placement.ts). */
  placement: BookingPlacement;
  /** A link of a multi-service visit cancels every part (visit-changes.ts). */
  visitChanges: VisitChanges;
  /** Deposits. Without them a deposit service books as before (tests of other areas). */
  payments?: PaymentProvider;
  paymentRows?: PaymentRows;
  /** A returning client's customer at the provider, reused by their card setups at the salon. */
  customers?: PaymentCustomers;
  refunds?: DepositRefunds;
  /** The late-cancellation fee of a client's cancel inside the policy window. */
  fees?: FeeCharges;
  /**
   * Where a deposit goes (payouts' `chargeDestinationOf`): the salon's connected account with the
   * platform's fee; throws a 409 while the salon cannot take card payments. Without it (unit tests),
   * deposits go to the platform's own account.
   */
  destinationOf?: (salonId: string, amountCents: number) => Promise<PaymentDestination>;
}
