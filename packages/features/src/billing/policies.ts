import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Subscription, Coupons (/coupon-bookb) and Promo Codes: the platform admin only; others go to `/`. */
export const BILLING_PAGE_ROLES: readonly Role[] = rolesFor('billing.manage');

export function billingCapabilities(role: Role) {
  return { manage: can(role, 'billing.manage') };
}

export type BillingCapabilitySet = ReturnType<typeof billingCapabilities>;
