import { deleteProviderCoupon } from '@salon/api/billing/endpoints';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** `DELETE /coupon/{id}`; resolves with the message. */
export function useDeleteProviderCoupon() {
  return useMessageMutation(billingKeys.deleteCoupon, (api, arg: string) =>
    api(deleteProviderCoupon, { params: { id: arg } }),
  );
}
