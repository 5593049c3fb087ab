import type { OnboardingService } from '../modules/onboarding';
import type { OrderService } from '../modules/orders';
import type { BookingService } from '../modules/booking';
import { startPeriodicJob, type PeriodicJobLogger } from './periodic-job';

/** How often each sweep runs: what a hold releases is free again within a minute of its time. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * The sweeps of abandoned things, in every server process (several instances may run them at once):
 * checkouts left unpaid give their stock back (`ABANDONED_AFTER_MS`), sign-ups left unpaid are removed
 * and their subscription canceled at the provider (`UNPAID_SIGNUP_TTL_MS`). Returns the function that
 * stops both after their round in progress.
 */
export function startSweeps(
  services: { orders: OrderService; onboarding: OnboardingService; booking?: BookingService },
  logger: PeriodicJobLogger,
  intervalMs: number = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  const stops = [
    // Bookings held for a deposit not paid within their 10 minutes: their time is free again.
    startPeriodicJob(
      'Unpaid booking holds',
      async () => {
        const failures: string[] = [];
        const released = (await services.booking?.releaseUnpaidHolds(null, failures)) ?? 0;
        if (released + failures.length === 0) return null;
        const line = `${released} held bookings released`;
        return failures.length > 0
          ? `${line}; ${failures.length} left for the next sweep: ${failures.join('; ')}`
          : line;
      },
      logger,
      intervalMs,
    ),
    startPeriodicJob(
      'Abandoned checkouts',
      async () => {
        const failures: string[] = [];
        const released = await services.orders.releaseAbandoned(null, failures);
        if (released + failures.length === 0) return null;
        const line = `${released} orders gave their stock back`;
        return failures.length > 0
          ? `${line}; ${failures.length} kept it for the next sweep: ${failures.join('; ')}`
          : line;
      },
      logger,
      intervalMs,
    ),
    startPeriodicJob(
      'Abandoned sign-ups',
      async () => {
        const { discarded, activated, failed, causes } = await services.onboarding.sweepExpired();
        if (discarded + activated + failed === 0) return null;
        const line = `${discarded} removed, ${activated} activated, ${failed} left for the next sweep`;
        return failed > 0 ? `${line}: ${causes.join('; ')}` : line;
      },
      logger,
      intervalMs,
    ),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
