import type { PermissionTable } from '../shared/permissions';

/** The Salon page is the admin's; the salon owner may cancel their own salon's subscription. */
export const SALON_PERMISSIONS = {
  'salons.manage': ['admin'],
  'salons.cancelSubscription': ['admin', 'salon'],
  /** Any salon's subscription; the owner reaches their own only (another salon's is "not found"). */
  'salons.cancelAnySubscription': ['admin'],
  // The plan on My Profile, and renewing it: the owner's own.
  'salons.ownSubscription': ['salon'],
} as const satisfies PermissionTable;
