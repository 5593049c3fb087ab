import { getEnabledWebsiteCategory } from '@salon/api/products/endpoints';
import type { ProductCategoryRef } from '@salon/api/products/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { shopKeys } from './keys';

/** The salon's enabled product categories: the shop's filter. */
export function useWebsiteCategories(salonName: string) {
  const api = useApi();
  const query = { name: salonName, pageNumber: 1, pageSize: 1000 };
  return useSWR<Paged<ProductCategoryRef>, ApiError>(
    shopKeys.categories(query),
    async () => (await api(getEnabledWebsiteCategory, { query })).data,
  );
}
