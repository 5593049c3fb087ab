/** A fixture builder: `defaults()` with the given fields replaced (`buildUser(overrides)`). */
export function builder<T>(defaults: () => T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults(), ...overrides });
}

/** A fixed UUID for fixtures: `prefix` (8 hex digits) and `n` in the last group, `5a1f0000-…-000000000001`. */
export function fixedId(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
