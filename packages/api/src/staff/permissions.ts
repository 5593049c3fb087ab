import type { PermissionTable } from '../shared/permissions';

/** The Salon Staff page (spec 1 §6): the superadmin, the admin and the salon owner. */
export const STAFF_PERMISSIONS = {
  'staff.manage': ['superadmin', 'admin', 'salon'],
  /** Every salon's staff, each row naming its salon, and the salon picked when adding one. */
  'staff.allSalons': ['admin'],
  /** The superadmins' rows, listed beside the managers (read-only to a superadmin). */
  'staff.viewSuperadmins': ['admin', 'superadmin'],
  /** A superadmin's row: read-only to everyone but the platform admin, who may flip its Active switch. */
  'staff.manageSuperadmins': ['admin'],
  /** A superadmin's row is never deleted from the staff page, by anyone. */
  'staff.deleteSuperadmins': [],
} as const satisfies PermissionTable;
