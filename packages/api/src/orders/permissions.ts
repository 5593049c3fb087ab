import type { PermissionTable } from '../shared/permissions';

/** Shop orders: the owner and the superadmin manage the salon's; a signed-in customer sees their own. */
export const ORDER_PERMISSIONS = {
  'orders.manage': ['salon', 'superadmin'],
  'orders.own': ['user'],
} as const satisfies PermissionTable;
