import { getWebsiteCoupons } from '@salon/api/coupons/endpoints';
import type { WebsiteCoupon, WebsiteCouponQuery } from '@salon/api/coupons/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** One page of the salon's current coupons (the public Discounts page). */
export function useWebsiteCoupons(query: WebsiteCouponQuery) {
  const api = useApi();
  return useSWR<Paged<WebsiteCoupon>, ApiError>(
    shopKeys.discounts(query),
    async () => (await api(getWebsiteCoupons, { query })).data,
    { keepPreviousData: true },
  );
}
