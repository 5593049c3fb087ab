/** The SQLSTATE of a PostgreSQL error, looking through driver wrappers (`cause` chains). */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a PostgreSQL unique violation (SQLSTATE 23505) broke, looking through driver wrappers. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** SQLSTATE 23503: a foreign key refused the change (a category still in use by its items). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

/** SQLSTATE 23P01: an exclusion constraint (no overlapping slots or live appointments) refused a row. */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === '23P01';
}

/** SQLSTATE 40P01: PostgreSQL broke a deadlock by aborting this transaction; running it again is safe. */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === '40P01';
}

/**
 * The database could not serve the request in time: a lock wait over `lock_timeout` (55P03), a statement
 * over `statement_timeout` (57014), or no pooled connection free within the pool's wait. The request is
 * answered 503 with a message instead of holding a connection (plugins/error-handler.ts).
 */
export function isDatabaseBusy(error: unknown): boolean {
  const state = sqlState(error);
  if (state === '55P03' || state === '57014') return true;
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (one transaction) again when PostgreSQL aborted it to break a deadlock, after a randomised,
 * growing pause: running it again at once would recreate the same deadlock with the same rivals. Bookings
 * of one stylist also take turns on an advisory lock (db/locks.ts), so deadlocks are rare to begin with.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5, baseDelayMs = 10): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
      // Full jitter: a random pause up to base · 2^attempt (20, 40, 80, 160 ms).
      await sleep(Math.random() * baseDelayMs * 2 ** attempt);
    }
  }
}
