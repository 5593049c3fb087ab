/** The constraint a PostgreSQL unique violation (SQLSTATE 23505) broke, looking through driver wrappers. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** SQLSTATE 40P01: PostgreSQL broke a deadlock by aborting this transaction; running it again is safe. */
export function isDeadlock(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

/**
 * Runs `work` (one transaction) again when PostgreSQL aborted it to break a deadlock. Concurrent inserts
 * that conflict on an exclusion constraint wait on each other and can deadlock; the retry then meets the
 * winner's committed row and fails with the constraint's own error (a 409), not a 500.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
