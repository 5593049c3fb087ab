import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The Coupons page (salon variant): the salon's owner, managers and the superadmin (spec 2 §2). */
export const COUPON_PAGE_ROLES: readonly Role[] = rolesFor('coupons.manage');

export function couponsCapabilities(role: Role) {
  const manages = can(role, 'coupons.manage');
  return { add: manages, edit: manages, delete: manages, toggle: manages };
}

export type CouponsCapabilitySet = ReturnType<typeof couponsCapabilities>;
