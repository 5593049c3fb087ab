import { enableCoupon } from '@salon/api/coupons/endpoints';
import { useMessageMutation } from '../core';
import { couponsKeys } from './keys';

/** `PATCH /coupon/enable-disable-coupon`: the enable switch; resolves with the message. */
export function useToggleCoupon() {
  return useMessageMutation(couponsKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableCoupon, { query: { couponId: arg.id }, body: { enable: arg.enable } }),
  );
}
