import type { PermissionTable } from '../shared/permissions';

/** A salon's app settings: read by its people and clients (the app's menu), edited by its managers. */
export const APP_SETTING_PERMISSIONS = {
  'appSettings.read': ['superadmin', 'salon', 'manager', 'stylist', 'user'],
  'appSettings.edit': ['superadmin', 'salon', 'manager'],
} as const satisfies PermissionTable;
