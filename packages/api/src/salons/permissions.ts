import type { PermissionTable } from '../shared/permissions';

/** The Salon page is the admin's; the salon owner may cancel their own salon's subscription. */
export const SALON_PERMISSIONS = {
  'salons.manage': ['admin'],
  'salons.cancelSubscription': ['admin', 'salon'],
  /** Any salon's subscription; the owner reaches their own only (another salon's is "not found"). */
  'salons.cancelAnySubscription': ['admin'],
  // The plan on My Profile, and renewing it: the owner's own.
  'salons.ownSubscription': ['salon'],
  // The salon's currency and locale: every member of its staff formats its money with them; only the
  // owner changes them (they change every price the salon shows and charges).
  'salons.moneySettings': ['superadmin', 'salon', 'manager', 'stylist'],
  'salons.changeMoneySettings': ['salon'],
} as const satisfies PermissionTable;
