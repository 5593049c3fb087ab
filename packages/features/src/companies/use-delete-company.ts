import { deleteCompany } from '@salon/api/companies/endpoints';
import { useMessageMutation } from '../core';
import { companiesKeys } from './keys';

/** `DELETE /stylist/delete-company`; resolves with the server's message. */
export function useDeleteCompany() {
  return useMessageMutation(companiesKeys.delete, (api, arg: string) =>
    api(deleteCompany, { query: { id: arg } }),
  );
}
