import type { ApiError } from '@salon/api/errors';
import { getProductBySalonForWebsite } from '@salon/api/products/endpoints';
import type { WebsiteProduct } from '@salon/api/products/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { siteKeys } from './keys';

/** The home shows the first 4 products (spec 2 §9). */
export const HOME_PRODUCT_COUNT = 4;

/** The salon's first enabled products, newest first (no token). */
export function useHomeProducts(salonName: string) {
  const api = useApi();
  return useSWR<Paged<WebsiteProduct>, ApiError>(
    salonName ? siteKeys.homeProducts(salonName) : null,
    async () => {
      const { data } = await api(getProductBySalonForWebsite, {
        body: { name: salonName, pageNumber: 1, pageSize: HOME_PRODUCT_COUNT },
      });
      return data;
    },
  );
}
