import type { ApiError } from '@salon/api/errors';
import { deleteProduct } from '@salon/api/products/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { productKeys } from './keys';

/** Deletes a product (and its image); resolves with the server's message. */
export function useDeleteProduct() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof productKeys.deleteProduct, string>(
    productKeys.deleteProduct,
    async (_key, { arg }) => (await api(deleteProduct, { query: { productID: arg } })).message,
  );
}
