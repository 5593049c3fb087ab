import type { ApiError } from '@salon/api/errors';
import { deleteProductCategory } from '@salon/api/products/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { productKeys } from './keys';

/** Deletes a product category; a category in use fails with the server's 409 message. */
export function useDeleteCategory() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof productKeys.deleteCategory, string>(
    productKeys.deleteCategory,
    async (_key, { arg }) => (await api(deleteProductCategory, { query: { categoryId: arg } })).message,
  );
}
