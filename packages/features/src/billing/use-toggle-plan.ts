import { enablePlan } from '@salon/api/billing/endpoints';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** A plan's switch; resolves with the message. */
export function useTogglePlan() {
  return useMessageMutation(billingKeys.togglePlan, (api, arg: { id: string; active: boolean }) =>
    api(enablePlan, { params: { id: arg.id }, body: { active: arg.active } }),
  );
}
