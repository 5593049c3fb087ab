import type { PermissionTable } from '../shared/permissions';

/** A salon's reminder choices: read and changed by its owner and managers (and the superadmin in it). */
export const REMINDER_PERMISSIONS = {
  'reminders.settings': ['superadmin', 'salon', 'manager'],
} as const satisfies PermissionTable;
