import { enableProduct } from '@salon/api/products/endpoints';
import { useMessageMutation } from '../core';
import { productKeys } from './keys';

/** The card's enable switch; resolves with the server's message. */
export function useEnableProduct() {
  return useMessageMutation(productKeys.enableProduct, (api, arg: { id: string; enable: boolean }) =>
    api(enableProduct, { query: { productID: arg.id }, body: { enable: arg.enable } }),
  );
}
