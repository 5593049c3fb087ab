import { saveCoupon } from '@salon/api/coupons/endpoints';
import type { CouponBody } from '@salon/api/coupons/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { couponsKeys } from './keys';

/** `POST /coupon/add-coupon`: adds, or updates `id`; resolves with the server's message. */
export function useSaveCoupon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof couponsKeys.save, CouponBody>(
    couponsKeys.save,
    async (_key, { arg }) => (await api(saveCoupon, { body: arg })).message,
  );
}
