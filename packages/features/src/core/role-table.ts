import type { Role } from '@salon/api/shared/schemas';

/** What `capabilities` gives each of `roles`, keyed by role: the table a policy test compares with the spec's. */
export function roleTable<const R extends Role, T>(
  roles: readonly R[],
  capabilities: (role: R) => T,
): Record<R, T> {
  return Object.fromEntries(roles.map((role) => [role, capabilities(role)])) as Record<R, T>;
}
