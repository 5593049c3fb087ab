import { saveProduct } from '@salon/api/products/endpoints';
import type { SaveProductBody } from '@salon/api/products/schemas';
import { useApiMutation } from '../core';
import { productKeys } from './keys';

export interface SaveProductInput {
  body: SaveProductBody;
  /** Required when creating; a new file replaces the image when updating. */
  image: File | null;
}

/** Multipart `POST /product/add-product`: creates, or updates `body._id`. */
export function useSaveProduct() {
  return useApiMutation(productKeys.saveProduct, (api, arg: SaveProductInput) =>
    api(saveProduct, { body: arg.body, files: { image: arg.image ?? undefined } }),
  );
}
