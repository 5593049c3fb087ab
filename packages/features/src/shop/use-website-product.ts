import { getSimilarWebsiteProducts, getWebsiteProduct } from '@salon/api/products/endpoints';
import { SIMILAR_PRODUCT_PAGE_SIZE, type WebsiteProduct } from '@salon/api/products/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** The product page's product and its 4 related products. */
export function useWebsiteProduct(id: string | undefined, salonName: string) {
  const api = useApi();
  const product = useSWR<WebsiteProduct, ApiError>(
    id ? shopKeys.product(id) : null,
    async () => (await api(getWebsiteProduct, { query: { productID: id! } })).data,
  );
  const similar = useSWR<Paged<WebsiteProduct>, ApiError>(
    id ? shopKeys.similar(id, salonName) : null,
    async () =>
      (
        await api(getSimilarWebsiteProducts, {
          query: { productID: id!, name: salonName, pageNumber: 1, pageSize: SIMILAR_PRODUCT_PAGE_SIZE },
        })
      ).data,
  );
  return { product, similar };
}
