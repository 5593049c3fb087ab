import { enablePlan } from '@salon/api/billing/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** A plan's switch; resolves with the message. */
export function useTogglePlan() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.togglePlan, { id: string; active: boolean }>(
    billingKeys.togglePlan,
    async (_key, { arg }) =>
      (await api(enablePlan, { params: { id: arg.id }, body: { active: arg.active } })).message,
  );
}
