import { saveCompany } from '@salon/api/companies/endpoints';
import type { CompanyBody } from '@salon/api/companies/schemas';
import { useApiMutation } from '../core';
import { companiesKeys } from './keys';

/** `POST /stylist/create-company`: adds a company, or updates one when `id` is given. */
export function useSaveCompany() {
  return useApiMutation(companiesKeys.save, (api, arg: CompanyBody) => api(saveCompany, { body: arg }));
}
