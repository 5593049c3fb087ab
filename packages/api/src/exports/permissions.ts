import type { PermissionTable } from '../shared/permissions';

/** A salon's data exports: the people who run the salon (a superadmin inside the salon they chose). */
export const EXPORT_PERMISSIONS = {
  'exports.download': ['salon', 'manager', 'superadmin'],
} as const satisfies PermissionTable;
