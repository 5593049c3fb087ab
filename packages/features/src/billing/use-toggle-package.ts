import { enableSubscriptionPackage } from '@salon/api/billing/endpoints';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** The package switch; resolves with the message ('Package status changed'). */
export function useTogglePackage() {
  return useMessageMutation(billingKeys.togglePackage, (api, arg: { id: string; active: boolean }) =>
    api(enableSubscriptionPackage, { query: { productId: arg.id }, body: { active: arg.active } }),
  );
}
