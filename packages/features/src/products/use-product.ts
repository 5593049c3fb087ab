import { getProduct } from '@salon/api/products/endpoints';
import { useApiQuery } from '../core';
import { productKeys } from './keys';

/** One product of the salon (`GET /product/get-product-by-id`). */
export function useProduct(id: string | undefined) {
  return useApiQuery(
    id ? productKeys.detail(id) : null,
    getProduct,
    id ? { query: { productID: id } } : null,
  );
}
