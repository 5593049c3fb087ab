import { getProductBySalonForWebsite } from '@salon/api/products/endpoints';
import { useApiQuery } from '../core';
import { siteKeys } from './keys';

/** The home shows the first 4 products (spec 2 §9). */
export const HOME_PRODUCT_COUNT = 4;

/** The salon's first enabled products, newest first (no token). */
export function useHomeProducts(salonName: string) {
  return useApiQuery(salonName ? siteKeys.homeProducts(salonName) : null, getProductBySalonForWebsite, {
    body: { name: salonName, pageNumber: 1, pageSize: HOME_PRODUCT_COUNT },
  });
}
