import { deleteSubscriptionPackage } from '@salon/api/billing/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** Deletes a package with its plans; resolves with the message. */
export function useDeletePackage() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.deletePackage, string>(
    billingKeys.deletePackage,
    async (_key, { arg }) => (await api(deleteSubscriptionPackage, { query: { productId: arg } })).message,
  );
}
