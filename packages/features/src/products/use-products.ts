import type { ApiError } from '@salon/api/errors';
import { getProducts } from '@salon/api/products/endpoints';
import type { Product } from '@salon/api/products/schemas';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { productKeys } from './keys';

/** One page of the salon's products, searched on the server by name. */
export function useProducts(query: PagedQuery) {
  const api = useApi();
  return useSWR<Paged<Product>, ApiError>(
    productKeys.list(query),
    async () => (await api(getProducts, { query })).data,
    { keepPreviousData: true },
  );
}
