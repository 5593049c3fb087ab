import { deletePlan } from '@salon/api/billing/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** Deletes a plan (a package keeps at least one); resolves with the message. */
export function useDeletePlan() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.deletePlan, string>(
    billingKeys.deletePlan,
    async (_key, { arg }) => (await api(deletePlan, { params: { id: arg } })).message,
  );
}
