import type { ApiError } from '@salon/api/errors';
import { saveProductCategory } from '@salon/api/products/endpoints';
import type { SaveCategoryBody } from '@salon/api/products/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { productKeys } from './keys';

/** Creates a product category, or renames `categoryID`; resolves with the server's message. */
export function useSaveCategory() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof productKeys.saveCategory, SaveCategoryBody>(
    productKeys.saveCategory,
    async (_key, { arg }) => (await api(saveProductCategory, { body: arg })).message,
  );
}
