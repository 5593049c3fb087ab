import { getCompanies } from '@salon/api/companies/endpoints';
import type { Company, CompanyListQuery } from '@salon/api/companies/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { companiesKeys } from './keys';

/** One page of the Company list, searched on the server. */
export function useCompanies(query: CompanyListQuery) {
  const api = useApi();
  return useSWR<Paged<Company>, ApiError>(
    companiesKeys.list(query),
    async () => (await api(getCompanies, { query })).data,
    { keepPreviousData: true },
  );
}
