import { deleteProductCategory } from '@salon/api/products/endpoints';
import { useMessageMutation } from '../core';
import { productKeys } from './keys';

/** Deletes a product category; a category in use fails with the server's 409 message. */
export function useDeleteCategory() {
  return useMessageMutation(productKeys.deleteCategory, (api, arg: string) =>
    api(deleteProductCategory, { query: { categoryId: arg } }),
  );
}
