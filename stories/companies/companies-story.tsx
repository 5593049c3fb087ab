import { CompaniesContainer, COMPANY_PAGE_ROLES } from '@salon/features/companies';
import { RoleGuard } from '@salon/features/core';
import type { Role } from '@salon/api/shared/schemas';
import { companyHandlers } from '@salon/api/mocks/handlers/companies';
import { pageParameters } from '../support/page-meta';
import type { Meta, StoryObj } from '@storybook/react-vite';

export { rowOf, openFromRow } from '../support/table';

export type Args = { role: Role };

/** /company as the admin app routes it: the role guard around the container. */
export const renderCompanies = () => (
  <RoleGuard allow={COMPANY_PAGE_ROLES}>
    <CompaniesContainer />
  </RoleGuard>
);

/** Every /company story's page and viewer: the guarded page as the salon's owner sees it. */
export const COMPANIES_PAGE_META = { render: renderCompanies, args: { role: 'salon' } } satisfies Meta<Args>;
/** The story type of the files whose meta spreads `COMPANIES_PAGE_META`. */
export type CompaniesStory = StoryObj<typeof COMPANIES_PAGE_META>;
/** Every /company story's address and handlers (a literal meta's `parameters: { ...companiesParameters() }`). */
export const companiesParameters = () => pageParameters({ companies: companyHandlers() }, '/company');
