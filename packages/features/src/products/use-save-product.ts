import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import { saveProduct } from '@salon/api/products/endpoints';
import type { Product, SaveProductBody } from '@salon/api/products/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { productKeys } from './keys';

export interface SaveProductInput {
  body: SaveProductBody;
  /** Required when creating; a new file replaces the image when updating. */
  image: File | null;
}

/** Multipart `POST /product/add-product`: creates, or updates `body._id`. */
export function useSaveProduct() {
  const api = useApi();
  return useSWRMutation<ApiResult<Product>, ApiError, typeof productKeys.saveProduct, SaveProductInput>(
    productKeys.saveProduct,
    (_key, { arg }) => api(saveProduct, { body: arg.body, files: { image: arg.image ?? undefined } }),
  );
}
