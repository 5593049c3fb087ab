import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import type { CancelLinks } from '../appointments';
import type { ClientChangePolicies } from '../booking-settings';
import { ReminderRepository } from './repository';
import { signedRescheduleLink } from './reschedule-link';
import { ReminderService } from './service';

/** The reminders module as the composition root wires it: its repository stays inside. */
export function buildReminders(deps: {
  db: Database;
  mailer: Mailer;
  push: PushNotifier;
  links: CancelLinks;
  now: () => Date;
  organizerEmail: string;
  changePolicies: Pick<ClientChangePolicies, 'of'>;
}): ReminderService {
  return new ReminderService({
    reminders: new ReminderRepository(deps.db),
    mailer: deps.mailer,
    push: deps.push,
    cancelLinks: deps.links,
    rescheduleLink: signedRescheduleLink(deps.links),
    now: deps.now,
    organizerEmail: deps.organizerEmail,
    changePolicies: deps.changePolicies,
  });
}
