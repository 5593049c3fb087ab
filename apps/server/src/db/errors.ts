/** The constraint a PostgreSQL unique violation (SQLSTATE 23505) broke, looking through driver wrappers. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
