import { getProductCategories } from '@salon/api/products/endpoints';
import type { PagedQuery } from '@salon/api/shared/schemas';
import { useApiQuery } from '../core';
import { productKeys } from './keys';

/** One page of the salon's product categories; null `query` fetches nothing. */
export function useProductCategories(query: PagedQuery | null) {
  return useApiQuery(query ? productKeys.categories(query) : null, getProductCategories, query && { query }, {
    keepPreviousData: true,
  });
}
