import type { ApiError } from '@salon/api/errors';
import { enableProduct } from '@salon/api/products/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { productKeys } from './keys';

/** The card's enable switch; resolves with the server's message. */
export function useEnableProduct() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof productKeys.enableProduct, { id: string; enable: boolean }>(
    productKeys.enableProduct,
    async (_key, { arg }) =>
      (await api(enableProduct, { query: { productID: arg.id }, body: { enable: arg.enable } })).message,
  );
}
