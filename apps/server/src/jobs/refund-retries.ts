import type { DepositRefunds } from '../modules/appointment-payments';
import { startPeriodicJob, type PeriodicJobLogger } from './periodic-job';

/** How often due refunds are looked for (the backoff's first wait is a minute). */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/**
 * The refund job, in every server process: refunds the provider did not take are tried again with
 * backoff, several instances claiming disjoint rows (`FOR UPDATE SKIP LOCKED`), and marked failed for
 * staff after the last try (DepositRefunds.retryDue). Returns the function that stops it after the round
 * in progress.
 */
export function startRefundRetryJob(
  refunds: DepositRefunds,
  logger: PeriodicJobLogger,
  intervalMs: number = REFUND_RETRY_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob(
    'Refunds',
    async () => {
      const { refunded, retrying, failed } = await refunds.retryDue();
      return refunded + retrying + failed > 0
        ? `${refunded} refunded, ${retrying} to retry, ${failed} failed`
        : null;
    },
    logger,
    intervalMs,
  );
}
