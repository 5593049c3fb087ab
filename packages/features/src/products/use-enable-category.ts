import type { ApiError } from '@salon/api/errors';
import { enableProductCategory } from '@salon/api/products/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { productKeys } from './keys';

/** The Active Status switch of a category; resolves with the server's message. */
export function useEnableCategory() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof productKeys.enableCategory, { id: string; enable: boolean }>(
    productKeys.enableCategory,
    async (_key, { arg }) =>
      (await api(enableProductCategory, { query: { categoryId: arg.id }, body: { enable: arg.enable } }))
        .message,
  );
}
