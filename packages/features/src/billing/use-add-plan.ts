import { addPlan } from '@salon/api/billing/endpoints';
import type { PlanBody } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** `POST /plan/plans/`: the plan of the interval a package lacks; resolves with the message. */
export function useAddPlan() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.addPlan, PlanBody>(
    billingKeys.addPlan,
    async (_key, { arg }) => (await api(addPlan, { body: arg })).message,
  );
}
