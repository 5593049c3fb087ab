import { deleteCoupon } from '@salon/api/coupons/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { couponsKeys } from './keys';

/** `DELETE /coupon/delete-coupon`; resolves with the server's message. */
export function useDeleteCoupon() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof couponsKeys.delete, string>(
    couponsKeys.delete,
    async (_key, { arg }) => (await api(deleteCoupon, { query: { couponId: arg } })).message,
  );
}
