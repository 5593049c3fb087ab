import { getProductBySalonForWebsite } from '@salon/api/products/endpoints';
import type { WebsiteProductListBody } from '@salon/api/products/schemas';
import { useApiQuery } from '../core';
import { shopKeys } from './keys';

/** One page of the shop, filtered and paged on the server. */
export function useWebsiteProducts(body: WebsiteProductListBody) {
  return useApiQuery(
    shopKeys.products(body),
    getProductBySalonForWebsite,
    { body },
    { keepPreviousData: true },
  );
}
