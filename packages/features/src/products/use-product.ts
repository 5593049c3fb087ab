import type { ApiError } from '@salon/api/errors';
import { getProduct } from '@salon/api/products/endpoints';
import type { Product } from '@salon/api/products/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { productKeys } from './keys';

/** One product of the salon (`GET /product/get-product-by-id`). */
export function useProduct(id: string | undefined) {
  const api = useApi();
  return useSWR<Product, ApiError>(
    id ? productKeys.detail(id) : null,
    async () => (await api(getProduct, { query: { productID: id! } })).data,
  );
}
