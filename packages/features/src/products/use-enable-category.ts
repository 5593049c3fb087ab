import { enableProductCategory } from '@salon/api/products/endpoints';
import { useMessageMutation } from '../core';
import { productKeys } from './keys';

/** The Active Status switch of a category; resolves with the server's message. */
export function useEnableCategory() {
  return useMessageMutation(productKeys.enableCategory, (api, arg: { id: string; enable: boolean }) =>
    api(enableProductCategory, { query: { categoryId: arg.id }, body: { enable: arg.enable } }),
  );
}
