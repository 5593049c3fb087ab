import { endpoint } from '../contract';
import { EnableBody, Empty, paged } from '../shared/schemas';
import { Company, CompanyBody, CompanyIdQuery, CompanyListQuery } from './schemas';

/** The salon's companies, 20 per page, `filterValue` searching name, e-mail, phone and address. */
export const getCompanies = endpoint({
  method: 'GET',
  path: '/stylist/get-company',
  auth: 'token',
  query: CompanyListQuery,
  data: paged(Company),
});

/** Creates (no `id`) or updates a company: the shared Add/Update Company modal. */
export const saveCompany = endpoint({
  method: 'POST',
  path: '/stylist/create-company',
  auth: 'token',
  body: CompanyBody,
  data: Company,
});

export const enableCompany = endpoint({
  method: 'PATCH',
  path: '/stylist/enable-disable-company',
  auth: 'token',
  query: CompanyIdQuery,
  body: EnableBody,
  data: Company,
});

export const deleteCompany = endpoint({
  method: 'DELETE',
  path: '/stylist/delete-company',
  auth: 'token',
  query: CompanyIdQuery,
  data: Empty,
});

export const companyEndpoints = { getCompanies, saveCompany, enableCompany, deleteCompany };
