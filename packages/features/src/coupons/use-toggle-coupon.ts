import { enableCoupon } from '@salon/api/coupons/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { couponsKeys } from './keys';

/** `PATCH /coupon/enable-disable-coupon`: the enable switch; resolves with the message. */
export function useToggleCoupon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof couponsKeys.toggle, { id: string; enable: boolean }>(
    couponsKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableCoupon, { query: { couponId: arg.id }, body: { enable: arg.enable } })).message,
  );
}
