import { applyCoupon } from '@salon/api/coupons/endpoints';
import type { ApplyCouponBody, CouponQuote } from '@salon/api/coupons/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** `POST /coupon/apply-coupon`: what the server takes off the cart's items for a code. */
export function useApplyCoupon() {
  const api = useApi();
  return useSWRMutation<CouponQuote, ApiError, typeof shopKeys.applyCoupon, ApplyCouponBody>(
    shopKeys.applyCoupon,
    async (_key, { arg }) => (await api(applyCoupon, { body: arg })).data,
  );
}
