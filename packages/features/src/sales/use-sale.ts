import { getSale } from '@salon/api/sales/endpoints';
import { useApiQuery } from '../core';
import { saleKeys } from './keys';

/** One sale of the salon (`GET /sales/sale`). */
export function useSale(saleId: string | undefined) {
  return useApiQuery(saleId ? saleKeys.sale(saleId) : null, getSale, saleId ? { query: { saleId } } : null, {
    revalidateOnFocus: false,
  });
}
