import { startPeriodicJob, type PeriodicJobLogger } from './periodic-job';

/** How often due refunds are looked for (the backoff's first wait is a minute). */
export const REFUND_RETRY_INTERVAL_MS = 60_000;

/** Refunds the provider may still owe: deposits' (DepositRefunds) and the desk's cards' (SaleRefunds). */
export interface RefundRetrier {
  retryDue(): Promise<{ refunded: number; retrying: number; failed: number }>;
}

/**
 * The refund job, in every server process: refunds the provider did not take are tried again with
 * backoff, several instances claiming disjoint rows (`FOR UPDATE SKIP LOCKED`), and marked failed for
 * staff after the last try. Returns the function that stops it after the round in progress.
 */
export function startRefundRetryJob(
  retriers: readonly RefundRetrier[],
  logger: PeriodicJobLogger,
  intervalMs: number = REFUND_RETRY_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicJob(
    'Refunds',
    async () => {
      let refunded = 0;
      let retrying = 0;
      let failed = 0;
      for (const retrier of retriers) {
        const round = await retrier.retryDue();
        refunded += round.refunded;
        retrying += round.retrying;
        failed += round.failed;
      }
      return refunded + retrying + failed > 0
        ? `${refunded} refunded, ${retrying} to retry, ${failed} failed`
        : null;
    },
    logger,
    intervalMs,
  );
}
