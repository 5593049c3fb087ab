import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** How long a booking waits for its stylist's turn before it answers 503 (it normally waits milliseconds). */
export const SCHEDULE_LOCK_TIMEOUT_MS = 5_000;

/** The advisory lock key (text, hashed by PostgreSQL) of one stylist's schedule. */
export function scheduleLockKey(salonId: string, stylistId: string): string {
  return `schedule:${salonId}:${stylistId}`;
}

/**
 * Makes writes to one stylist's schedule take turns: a transaction-scoped advisory lock on (salon,
 * stylist), released at commit or rollback. Concurrent inserts that meet on the no-overlap exclusion
 * constraint otherwise wait on each other and deadlock; in turn, the second simply sees the first's row
 * and fails the constraint (a 409). `lock_timeout` bounds the wait: past it the request gets a 503
 * instead of holding its pooled connection. Call first thing inside the transaction.
 */
export async function lockStylistSchedule(tx: Database, salonId: string, stylistId: string): Promise<void> {
  // One round trip: the materialized CTE sets the transaction's lock_timeout (SET LOCAL) before the
  // lock is asked for.
  await tx.execute(sql`
    WITH timeout AS MATERIALIZED (
      SELECT set_config('lock_timeout', ${String(SCHEDULE_LOCK_TIMEOUT_MS)}, true)
    )
    SELECT pg_advisory_xact_lock(hashtextextended(${scheduleLockKey(salonId, stylistId)}, 0)) FROM timeout`);
}

/**
 * At most `size` holders at a time; the others wait in order. Schedule writes take a permit before
 * their transaction, so however many bookings race, they hold at most half of this instance's pooled
 * connections (waiting on the stylist's lock inside PostgreSQL still holds a connection) and the
 * other requests always find one.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Permits for schedule writes: half of the pool (DATABASE_POOL_SIZE, 10 by default). */
export const scheduleWrites = new Semaphore(
  Math.max(1, Math.floor(Number(process.env.DATABASE_POOL_SIZE ?? 10) / 2)),
);
