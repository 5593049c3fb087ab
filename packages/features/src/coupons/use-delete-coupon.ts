import { deleteCoupon } from '@salon/api/coupons/endpoints';
import { useMessageMutation } from '../core';
import { couponsKeys } from './keys';

/** `DELETE /coupon/delete-coupon`; resolves with the server's message. */
export function useDeleteCoupon() {
  return useMessageMutation(couponsKeys.delete, (api, arg: string) =>
    api(deleteCoupon, { query: { couponId: arg } }),
  );
}
