import { deleteCompany } from '@salon/api/companies/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { companiesKeys } from './keys';

/** `DELETE /stylist/delete-company`; resolves with the server's message. */
export function useDeleteCompany() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof companiesKeys.delete, string>(
    companiesKeys.delete,
    async (_key, { arg }) => (await api(deleteCompany, { query: { id: arg } })).message,
  );
}
