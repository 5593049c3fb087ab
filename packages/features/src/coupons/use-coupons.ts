import { getCoupons } from '@salon/api/coupons/endpoints';
import type { CouponListQuery } from '@salon/api/coupons/schemas';
import { useApiQuery } from '../core';
import { couponsKeys } from './keys';

/** One page of the salon's coupons, searched on the server. */
export function useCoupons(query: CouponListQuery) {
  return useApiQuery(couponsKeys.list(query), getCoupons, { query }, { keepPreviousData: true });
}
