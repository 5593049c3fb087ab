import type { ApiError } from '@salon/api/errors';
import { getProductCategories } from '@salon/api/products/endpoints';
import type { ProductCategory } from '@salon/api/products/schemas';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { productKeys } from './keys';

/** One page of the salon's product categories; null `query` fetches nothing. */
export function useProductCategories(query: PagedQuery | null) {
  const api = useApi();
  return useSWR<Paged<ProductCategory>, ApiError>(
    query ? productKeys.categories(query) : null,
    async () => (await api(getProductCategories, { query: query! })).data,
    { keepPreviousData: true },
  );
}
