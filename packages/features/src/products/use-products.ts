import { getProducts } from '@salon/api/products/endpoints';
import type { PagedQuery } from '@salon/api/shared/schemas';
import { useApiQuery } from '../core';
import { productKeys } from './keys';

/** One page of the salon's products, searched on the server by name. */
export function useProducts(query: PagedQuery) {
  return useApiQuery(productKeys.list(query), getProducts, { query }, { keepPreviousData: true });
}
