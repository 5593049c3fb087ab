import type { PermissionTable } from '../shared/permissions';

/** The Appearance editor of the salon's public website. */
export const WEBSITE_PERMISSIONS = {
  'website.edit': ['salon', 'manager', 'superadmin'],
} as const satisfies PermissionTable;
