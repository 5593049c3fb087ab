import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Spec 2 §6: orders are for the salon owner and the superadmin (the server reads the same table). */
export const ORDER_ROLES: readonly Role[] = rolesFor('orders.manage');

export function orderCapabilities(role: Role) {
  const sees = can(role, 'orders.manage');
  return { view: sees, changeStatus: sees };
}
