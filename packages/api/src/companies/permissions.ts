import type { PermissionTable } from '../shared/permissions';

/** The Company page (spec 1 §6): salon owners, managers and the superadmin. */
export const COMPANY_PERMISSIONS = {
  'companies.manage': ['superadmin', 'salon', 'manager'],
} as const satisfies PermissionTable;
