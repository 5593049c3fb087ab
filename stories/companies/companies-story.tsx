import { CompaniesContainer, COMPANY_PAGE_ROLES } from '@salon/features/companies';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';

export { rowOf, openFromRow } from '../support/table';

export type Args = { role: Role };

/** /company as the admin app routes it: the role guard around the container. */
export const renderCompanies = () => (
  <RoleGuard allow={COMPANY_PAGE_ROLES}>
    <CompaniesContainer />
  </RoleGuard>
);
