import { getCompanies } from '@salon/api/companies/endpoints';
import type { CompanyListQuery } from '@salon/api/companies/schemas';
import { useApiQuery } from '../core';
import { companiesKeys } from './keys';

/** One page of the Company list, searched on the server. */
export function useCompanies(query: CompanyListQuery) {
  return useApiQuery(companiesKeys.list(query), getCompanies, { query }, { keepPreviousData: true });
}
