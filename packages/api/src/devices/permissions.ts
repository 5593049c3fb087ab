import type { PermissionTable } from '../shared/permissions';

/**
 * A salon account's phones register for push. The admin and the superadmin have no salon of their own, so
 * they register none (the device tokens are kept per salon).
 */
export const DEVICE_PERMISSIONS = {
  'devices.register': ['salon', 'manager', 'stylist', 'user', 'company'],
} as const satisfies PermissionTable;
