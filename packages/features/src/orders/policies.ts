import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: orders are for the salon owner and the superadmin (the server checks the same roles). */
export const ORDER_ROLES: readonly Role[] = ['salon', 'superadmin'];

export function orderCapabilities(role: Role) {
  const sees = ORDER_ROLES.includes(role);
  return { view: sees, changeStatus: sees };
}
