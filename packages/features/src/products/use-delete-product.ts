import { deleteProduct } from '@salon/api/products/endpoints';
import { useMessageMutation } from '../core';
import { productKeys } from './keys';

/** Deletes a product (and its image); resolves with the server's message. */
export function useDeleteProduct() {
  return useMessageMutation(productKeys.deleteProduct, (api, arg: string) =>
    api(deleteProduct, { query: { productID: arg } }),
  );
}
