import type { PermissionTable } from '../shared/permissions';

/** Notifications: owners, managers and the superadmin to their salon, the admin to the platform. */
export const NOTIFICATION_PERMISSIONS = {
  'notifications.send': ['superadmin', 'admin', 'salon', 'manager'],
  /** To every salon's people, platform-wide; the others to their own salon. */
  'notifications.allSalons': ['admin'],
} as const satisfies PermissionTable;
