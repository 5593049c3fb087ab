import type { PermissionTable } from '../shared/permissions';

/** The salon's services (spec 2 §6); the enabled lists feed stylist settings, profiles and booking. */
export const SERVICE_PERMISSIONS = {
  'services.manage': ['salon', 'manager', 'superadmin'],
  'services.read': ['salon', 'manager', 'superadmin', 'stylist', 'user', 'company'],
} as const satisfies PermissionTable;
