import { getProductBySalonForWebsite } from '@salon/api/products/endpoints';
import type { WebsiteProduct, WebsiteProductListBody } from '@salon/api/products/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** One page of the shop, filtered and paged on the server. */
export function useWebsiteProducts(body: WebsiteProductListBody) {
  const api = useApi();
  return useSWR<Paged<WebsiteProduct>, ApiError>(
    shopKeys.products(body),
    async () => (await api(getProductBySalonForWebsite, { body })).data,
    { keepPreviousData: true },
  );
}
