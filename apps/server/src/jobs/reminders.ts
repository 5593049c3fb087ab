import type { ReminderService } from '../modules/reminders';
import { startPeriodicJob, type PeriodicJobLogger } from './periodic-job';

/** How often due reminders are looked for: each goes out within a minute of its time. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * The reminder job, in every server process: several instances claim disjoint due reminders
 * (`FOR UPDATE SKIP LOCKED`) and each reminder is written to the outbox once, in the transaction that
 * marks it sent. Returns the function that stops it after the round in progress.
 */
export function startReminderJob(
  reminders: ReminderService,
  logger: PeriodicJobLogger,
  intervalMs: number = REMINDER_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob(
    'Reminders',
    async () => {
      const { sent, skipped } = await reminders.sendDue();
      return sent + skipped > 0 ? `${sent} sent, ${skipped} skipped` : null;
    },
    logger,
    intervalMs,
  );
}
