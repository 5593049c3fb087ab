import { saveCoupon } from '@salon/api/coupons/endpoints';
import type { CouponBody } from '@salon/api/coupons/schemas';
import { useMessageMutation } from '../core';
import { couponsKeys } from './keys';

/** `POST /coupon/add-coupon`: adds, or updates `id`; resolves with the server's message. */
export function useSaveCoupon() {
  return useMessageMutation(couponsKeys.save, (api, arg: CouponBody) => api(saveCoupon, { body: arg }));
}
