import { getEnabledWebsiteCategory } from '@salon/api/products/endpoints';
import { useApiQuery } from '../core';
import { shopKeys } from './keys';

/** The salon's enabled product categories: the shop's filter. */
export function useWebsiteCategories(salonName: string) {
  const query = { name: salonName, pageNumber: 1, pageSize: 1000 };
  return useApiQuery(shopKeys.categories(query), getEnabledWebsiteCategory, { query });
}
