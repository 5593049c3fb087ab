import type { PermissionTable } from '../shared/permissions';

/** The dashboard: the admin sees platform totals; the salon's people their salon (a stylist their own figures). */
export const REPORT_PERMISSIONS = {
  'reports.platform': ['admin'],
  'reports.salon': ['salon', 'manager', 'superadmin', 'stylist'],
  /** The whole salon's figures; a stylist sees their own. */
  'reports.allStylists': ['salon', 'manager', 'superadmin'],
} as const satisfies PermissionTable;
