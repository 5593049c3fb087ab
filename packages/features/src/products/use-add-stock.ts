import type { ApiError } from '@salon/api/errors';
import { addStock } from '@salon/api/products/endpoints';
import type { AddStockBody } from '@salon/api/products/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { productKeys } from './keys';

/** `POST /product/add-stock`: a credit or a debit; a debit beyond the stock fails with the server's 409. */
export function useAddStock() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof productKeys.addStock, AddStockBody>(
    productKeys.addStock,
    async (_key, { arg }) => (await api(addStock, { body: arg })).message,
  );
}
