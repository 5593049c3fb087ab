import { enableCompany } from '@salon/api/companies/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { companiesKeys } from './keys';

/** `PATCH /stylist/enable-disable-company`: the Active Status switch; resolves with the message. */
export function useToggleCompany() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof companiesKeys.toggle, { id: string; enable: boolean }>(
    companiesKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableCompany, { query: { id: arg.id }, body: { enable: arg.enable } })).message,
  );
}
