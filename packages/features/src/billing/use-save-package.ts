import { saveSubscriptionPackage } from '@salon/api/billing/endpoints';
import type { PackageBody } from '@salon/api/billing/schemas';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** `POST /plan/add-subscription-plan`: adds a package, or updates one (`productId`); resolves with the message. */
export function useSavePackage() {
  return useMessageMutation(billingKeys.savePackage, (api, arg: PackageBody) =>
    api(saveSubscriptionPackage, { body: arg }),
  );
}
