import type { PermissionTable } from '../shared/permissions';

/** The salon's products and product categories. */
export const PRODUCT_PERMISSIONS = {
  'products.manage': ['salon', 'manager', 'superadmin'],
} as const satisfies PermissionTable;
