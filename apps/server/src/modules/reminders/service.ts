import { REMINDER_TEXTS, type ReminderSettings } from '@salon/api/reminders/schemas';
import type { Database } from '../../db/client';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import { appointmentMailFacts } from '../appointments';
import type { CancelLinks } from '../appointments';
import { reminderMail, reminderPush } from './emails';
import { clientMayChange, type ClientChangePolicies } from '../booking-settings';
import { decide, plannedReminders } from './planning';
import type { DueReminder, ReminderRepository } from './repository';
import type { RescheduleLinkOf } from './reschedule-link';
import type { AppointmentReminders, PlannedAppointment } from '../appointments';

/** Reminders claimed per transaction of the job. */
const BATCH = 50;

/**
 * Appointment reminders. Planning runs inside the transaction of the booking, move, status
 * change or delete that causes it (the scheduling services call `plan` / `remove` with their `tx`);
 * `sendDue` is the job's round, safe on any number of instances at once; the settings are the salon's
 * choices of which reminders go out.
 */
export class ReminderService implements AppointmentReminders {
  constructor(
    private readonly deps: {
      reminders: ReminderRepository;
      mailer: Mailer;
      push: PushNotifier;
      cancelLinks: CancelLinks;
      rescheduleLink: RescheduleLinkOf;
      now: () => Date;
      organizerEmail: string;
      /** The salon's cutoff each reminder states, read when it goes. */
      changePolicies: Pick<ClientChangePolicies, 'of'>;
    },
  ) {}

  /**
   * (Re-)plans the reminders of a booked or moved appointment, in the caller's transaction: its earlier
   * plan (sent or not) is replaced by the windows still ahead of now; a cancelled one gets none.
   */
  async plan(
    tx: Database,
    appointment: PlannedAppointment,
    /** The appointment was inserted in this transaction: it has no earlier plan to replace. */
    options: { created?: boolean } = {},
  ): Promise<void> {
    const planned =
      appointment.status === 'canceled' ? [] : plannedReminders(appointment.startsAt, this.deps.now());
    await this.deps.reminders.replace(tx, appointment.salonId, appointment.id, planned, options);
  }

  /** Removes the reminders of a cancelled or deleted appointment, in the caller's transaction. */
  async remove(tx: Database, salonId: string, appointmentId: string): Promise<void> {
    await this.deps.reminders.replace(tx, salonId, appointmentId, []);
  }

  /**
   * One round of the reminder job: claims due reminders batch by batch until none is left, and for each
   * either writes its e-mail (and a push when the client has the app) to the outboxes and marks it sent,
   * or marks it skipped (planning.ts `decide`), in the claim's transaction.
   */
  async sendDue(): Promise<{ sent: number; skipped: number }> {
    const counts = { sent: 0, skipped: 0 };
    for (;;) {
      const now = this.deps.now();
      const claimed = await this.deps.reminders.claimDue(now, BATCH, async (tx, due) => {
        for (const item of due) {
          const outcome = await this.deliver(tx, item, now);
          counts[outcome] += 1;
        }
      });
      if (claimed < BATCH) return counts;
    }
  }

  async settings(viewer: Viewer): Promise<ReminderSettings> {
    authorize(viewer, 'reminders.settings', REMINDER_TEXTS.editorsOnly);
    return this.deps.reminders.settings(ownSalonOf(viewer));
  }

  async saveSettings(
    viewer: Viewer,
    body: ReminderSettings,
  ): Promise<{ settings: ReminderSettings; message: string }> {
    authorize(viewer, 'reminders.settings', REMINDER_TEXTS.editorsOnly);
    const settings = await this.deps.reminders.saveSettings(ownSalonOf(viewer), body);
    return { settings, message: REMINDER_TEXTS.saved };
  }

  private async deliver(tx: Database, item: DueReminder, now: Date): Promise<'sent' | 'skipped'> {
    const { reminder, appointment, salon, settings } = item;
    const verdict = decide(
      {
        kind: reminder.kind,
        plannedStart: reminder.startsAt,
        appointment: appointment && salon ? appointment : null,
        settings,
      },
      now,
    );
    if (!verdict.send || !appointment || !salon) {
      await this.deps.reminders.markSkipped(tx, reminder, verdict.send ? 'cancelled' : verdict.reason, now);
      return 'skipped';
    }
    const facts = appointmentMailFacts(salon, appointment, this.deps.organizerEmail);
    const policy = await this.deps.changePolicies.of(salon, tx);
    await this.deps.mailer.send(
      reminderMail(
        facts,
        reminder.kind,
        {
          cancelUrl: this.deps.cancelLinks.url(salon.slug, salon.id, appointment.id),
          rescheduleUrl: this.deps.rescheduleLink(salon, appointment.id),
        },
        { ...policy, online: clientMayChange({ policy, startsAt: appointment.startsAt, now }) },
      ),
      tx,
    );
    if (appointment.userId) {
      await this.deps.push.sendIfRegistered(reminderPush(facts, reminder.kind, appointment.userId), tx);
    }
    await this.deps.reminders.markSent(tx, reminder, now);
    return 'sent';
  }
}
