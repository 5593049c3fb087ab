export { CompaniesContainer } from './CompaniesContainer';
export { COMPANY_PAGE_ROLES, companiesCapabilities } from './policies';
