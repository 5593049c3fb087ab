import { deletePlan } from '@salon/api/billing/endpoints';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** Deletes a plan (a package keeps at least one); resolves with the message. */
export function useDeletePlan() {
  return useMessageMutation(billingKeys.deletePlan, (api, arg: string) =>
    api(deletePlan, { params: { id: arg } }),
  );
}
