import { addStock } from '@salon/api/products/endpoints';
import type { AddStockBody } from '@salon/api/products/schemas';
import { useMessageMutation } from '../core';
import { productKeys } from './keys';

/** `POST /product/add-stock`: a credit or a debit; a debit beyond the stock fails with the server's 409. */
export function useAddStock() {
  return useMessageMutation(productKeys.addStock, (api, arg: AddStockBody) => api(addStock, { body: arg }));
}
