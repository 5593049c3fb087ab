import type { PermissionTable } from '../shared/permissions';

/** The salon's shop coupons. */
export const COUPON_PERMISSIONS = {
  'coupons.manage': ['salon', 'manager', 'superadmin'],
} as const satisfies PermissionTable;
