import type { PermissionTable } from '../shared/permissions';

/** Packages, plans, provider coupons and promotion codes are the platform admin's. */
export const BILLING_PERMISSIONS = {
  'billing.manage': ['admin'],
} as const satisfies PermissionTable;
