import { saveProductCategory } from '@salon/api/products/endpoints';
import type { SaveCategoryBody } from '@salon/api/products/schemas';
import { useMessageMutation } from '../core';
import { productKeys } from './keys';

/** Creates a product category, or renames `categoryID`; resolves with the server's message. */
export function useSaveCategory() {
  return useMessageMutation(productKeys.saveCategory, (api, arg: SaveCategoryBody) =>
    api(saveProductCategory, { body: arg }),
  );
}
