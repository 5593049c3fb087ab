import { getSales } from '@salon/api/sales/endpoints';
import type { SaleListQuery } from '@salon/api/sales/schemas';
import { useApiQuery } from '../core';
import { saleKeys } from './keys';

/** One page of the salon's sales, newest first (a stylist's own: the server filters them). */
export function useSales(query: SaleListQuery) {
  return useApiQuery(saleKeys.list(query), getSales, { query }, { keepPreviousData: true });
}
