import { addProviderCoupon } from '@salon/api/billing/endpoints';
import type { ProviderCouponBody } from '@salon/api/billing/schemas';
import { useMessageMutation } from '../core';
import { billingKeys } from './keys';

/** `POST /coupon`; resolves with the message. */
export function useAddProviderCoupon() {
  return useMessageMutation(billingKeys.addCoupon, (api, arg: ProviderCouponBody) =>
    api(addProviderCoupon, { body: arg }),
  );
}
