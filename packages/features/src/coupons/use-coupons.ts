import { getCoupons } from '@salon/api/coupons/endpoints';
import type { Coupon, CouponListQuery } from '@salon/api/coupons/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { couponsKeys } from './keys';

/** One page of the salon's coupons, searched on the server. */
export function useCoupons(query: CouponListQuery) {
  const api = useApi();
  return useSWR<Paged<Coupon>, ApiError>(
    couponsKeys.list(query),
    async () => (await api(getCoupons, { query })).data,
    { keepPreviousData: true },
  );
}
