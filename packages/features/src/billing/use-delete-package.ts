import { deleteSubscriptionPackage } from '@salon/api/billing/endpoints';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** Deletes a package with its plans; resolves with the message. */
export function useDeletePackage() {
  return useMessageMutation(billingKeys.deletePackage, (api, arg: string) =>
    api(deleteSubscriptionPackage, { query: { productId: arg } }),
  );
}
