import { can, rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The Company page: salon owners, managers and the superadmin; others are sent to `/` (spec 1 §6). */
export const COMPANY_PAGE_ROLES: readonly Role[] = rolesFor('companies.manage');

export function companiesCapabilities(role: Role) {
  const manages = can(role, 'companies.manage');
  return { add: manages, edit: manages, toggleActive: manages, delete: manages };
}

export type CompaniesCapabilitySet = ReturnType<typeof companiesCapabilities>;
