import type { Database } from '../../db/client';
import type { SalonRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import { type MailPayments } from './mail-facts';
import { bookingConfirmationMail } from './confirmation-mails';
import { bookingConfirmationPush } from './booking-pushes';
import type { CancelLinks } from './cancel-links';
import type { ClientChangePolicy } from '../booking-settings';
import type { AppointmentReminders } from './ports';
import type { SalonNotices } from './salon-notices';
import { visitMailFacts, type VisitMailPart } from './visit-emails';

/** What a confirmed visit's announcement sends through. */
export interface VisitAnnouncementDeps {
  mailer: Mailer;
  push: PushNotifier;
  notices: SalonNotices;
  reminders: AppointmentReminders;
  cancelLinks: CancelLinks;
  organizerEmail: string;
}

/**
 * What a confirmed multi-service visit sends, in the transaction that confirms it: one
 * confirmation with one calendar entry for the whole visit (its links name the first part), the
 * client's push, the salon's notice and each part's stylist's, and one reminder before the first part.
 * A visit booked at once and a visit whose deposit was just paid announce alike.
 */
export async function announceVisit(
  deps: VisitAnnouncementDeps,
  tx: Database,
  visit: {
    salon: SalonRow;
    visitId: string;
    /** The parts in the visit's order. */
    parts: Array<VisitMailPart & { id: string; stylist: { id: string; name: string } }>;
    /** The client's account to push to (none for a guest or an account made by this booking). */
    pushTo: string | null;
    policy: ClientChangePolicy;
    claimable: boolean;
    /** The visit's deposit, once paid. */
    payments?: MailPayments;
  },
): Promise<void> {
  const { salon, parts, policy } = visit;
  const facts = {
    ...visitMailFacts(salon, visit.visitId, parts, deps.organizerEmail),
    ...(visit.payments ? { payments: visit.payments } : {}),
  };
  const first = parts[0]!;
  const links = deps.cancelLinks;
  await deps.mailer.send(
    bookingConfirmationMail(
      facts,
      links.url(salon.slug, salon.id, first.id),
      {
        rescheduleUrl: links.url(salon.slug, salon.id, first.id, 'reschedule'),
        ...(visit.claimable ? { claimUrl: links.url(salon.slug, salon.id, first.id, 'claim') } : {}),
      },
      policy,
    ),
    tx,
  );
  if (visit.pushTo) await deps.push.sendIfRegistered(bookingConfirmationPush(facts, visit.pushTo), tx);
  for (const part of parts) {
    await deps.notices.booked(
      tx,
      { ...facts, startsAt: part.startsAt, endsAt: part.endsAt, stylistName: part.stylist.name },
      part.stylist.id,
    );
  }
  await deps.reminders.plan(tx, {
    salonId: salon.id,
    id: first.id,
    startsAt: first.startsAt,
    status: first.status,
  });
}
