import { getWebsiteCoupons } from '@salon/api/coupons/endpoints';
import type { WebsiteCouponQuery } from '@salon/api/coupons/schemas';
import { useApiQuery } from '../core';
import { shopKeys } from './keys';

/** One page of the salon's current coupons (the public Discounts page). */
export function useWebsiteCoupons(query: WebsiteCouponQuery) {
  return useApiQuery(shopKeys.discounts(query), getWebsiteCoupons, { query }, { keepPreviousData: true });
}
