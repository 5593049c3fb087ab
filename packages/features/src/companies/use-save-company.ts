import type { ApiResult } from '@salon/api/client';
import { saveCompany } from '@salon/api/companies/endpoints';
import type { Company, CompanyBody } from '@salon/api/companies/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { companiesKeys } from './keys';

/** `POST /stylist/create-company`: adds a company, or updates one when `id` is given. */
export function useSaveCompany() {
  const api = useApi();
  return useSWRMutation<ApiResult<Company>, ApiError, typeof companiesKeys.save, CompanyBody>(
    companiesKeys.save,
    (_key, { arg }) => api(saveCompany, { body: arg }),
  );
}
