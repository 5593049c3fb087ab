import type { PermissionTable } from '../shared/permissions';

/** App versions are the platform admin's. */
export const APP_VERSION_PERMISSIONS = {
  'appVersions.manage': ['admin'],
} as const satisfies PermissionTable;
