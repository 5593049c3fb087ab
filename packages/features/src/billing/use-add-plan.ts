import { addPlan } from '@salon/api/billing/endpoints';
import type { PlanBody } from '@salon/api/billing/schemas';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** `POST /plan/plans/`: the plan of the interval a package lacks; resolves with the message. */
export function useAddPlan() {
  return useMessageMutation(billingKeys.addPlan, (api, arg: PlanBody) => api(addPlan, { body: arg }));
}
