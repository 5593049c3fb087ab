import type { PermissionTable } from '../shared/permissions';

/** The cash drawer: the owner and the manager open it, move cash and cash up; a stylist never. */
export const CASH_DRAWER_PERMISSIONS = {
  'cashDrawer.manage': ['salon', 'manager'],
} as const satisfies PermissionTable;
