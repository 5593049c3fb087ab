import type { PermissionTable } from '../shared/permissions';

/**
 * The Stylist page (spec 1 §6): owners, managers and the superadmin manage their salon's stylists; the admin
 * reads every salon's; stylists read the option lists of client forms, filters and check-in.
 */
export const STYLIST_PERMISSIONS = {
  'stylists.list': ['salon', 'manager', 'admin', 'superadmin'],
  'stylists.options': ['salon', 'manager', 'admin', 'superadmin', 'stylist'],
  'stylists.manage': ['salon', 'manager', 'superadmin'],
  /** Every salon's stylists, each row naming its salon; the others read their own salon's. */
  'stylists.allSalons': ['admin'],
  /** View Availabilities on the Stylist page. */
  'stylists.viewAvailability': ['salon'],
} as const satisfies PermissionTable;
