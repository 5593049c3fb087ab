import type { Database } from '../../db/client';
import type { AppointmentPaymentRow, AppointmentRow, SalonRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import {
  appointmentMailFacts,
  bookingConfirmationMail,
  bookingConfirmationPush,
  paymentMailRows,
  type BookingMailFacts,
  type CancelLinks,
  type SalonNotices,
} from '../appointments';
import type { ClientChangePolicy } from '../booking-settings';
import type { ReminderService } from '../reminders';

export interface AnnouncementDeps {
  mailer: Mailer;
  push: PushNotifier;
  notices: SalonNotices;
  reminders: ReminderService;
  cancelLinks: CancelLinks;
  organizerEmail: string;
}

/**
 * What a confirmed website booking of one service sends, in its transaction: the client's e-mail with
 * its links and calendar entry, the push to the client's app, the salon's and the stylist's notices,
 * and its reminders. A visit of several parts announces through `announceVisit`.
 */
export async function announceBooking(
  deps: AnnouncementDeps,
  tx: Database,
  booking: {
    salon: SalonRow;
    record: AppointmentRow & { stylist: { name: string } };
    policy: ClientChangePolicy;
    claimable: boolean;
    /** The client's account to push to (none for a guest or an account made by this booking). */
    pushTo: string | null;
    /** The deposit or card the booking waited for, once settled. */
    payments?: AppointmentPaymentRow[];
    /** Booked now (not a hold confirmed later). */
    created?: boolean;
  },
): Promise<void> {
  const { salon, record, policy } = booking;
  const facts: BookingMailFacts = {
    ...appointmentMailFacts(salon, record, deps.organizerEmail),
    ...(booking.payments
      ? {
          payments: { rows: paymentMailRows(booking.payments), policyText: policy.paymentPolicyText ?? null },
        }
      : {}),
  };
  const links = deps.cancelLinks;
  await deps.mailer.send(
    bookingConfirmationMail(
      facts,
      links.url(salon.slug, salon.id, record.id),
      {
        rescheduleUrl: links.url(salon.slug, salon.id, record.id, 'reschedule'),
        ...(booking.claimable ? { claimUrl: links.url(salon.slug, salon.id, record.id, 'claim') } : {}),
      },
      policy,
    ),
    tx,
  );
  if (booking.pushTo) await deps.push.sendIfRegistered(bookingConfirmationPush(facts, booking.pushTo), tx);
  await deps.notices.booked(tx, facts, record.stylistId);
  await deps.reminders.plan(
    tx,
    { salonId: salon.id, id: record.id, startsAt: record.startsAt, status: record.status },
    { created: booking.created ?? false },
  );
}
