import { applyCoupon } from '@salon/api/coupons/endpoints';
import type { ApplyCouponBody } from '@salon/api/coupons/schemas';
import { useApiMutation } from '../core';
import { shopKeys } from './keys';

/** `POST /coupon/apply-coupon`: what the server takes off the cart's items for a code. */
export function useApplyCoupon() {
  return useApiMutation(
    shopKeys.applyCoupon,
    async (api, arg: ApplyCouponBody) => (await api(applyCoupon, { body: arg })).data,
  );
}
