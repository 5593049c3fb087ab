import type { PermissionTable } from '../shared/permissions';

/**
 * The front desk: the owner and the manager check out, change a price, take payments and refund; the owner
 * sets the salon's taxes; a stylist sees their own sales and tips (the server filters them on the data).
 */
export const SALE_PERMISSIONS = {
  'sales.checkout': ['salon', 'manager'],
  'sales.view': ['salon', 'manager', 'stylist'],
  'sales.settings': ['salon'],
  'sales.refund': ['salon', 'manager'],
  'sales.reports': ['salon', 'manager', 'stylist'],
  /** The report by payment method: the salon's money, not a stylist's own. */
  'sales.reportMethods': ['salon', 'manager'],
} as const satisfies PermissionTable;
