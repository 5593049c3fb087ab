import { saveSubscriptionPackage } from '@salon/api/billing/endpoints';
import type { PackageBody } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** `POST /plan/add-subscription-plan`: adds a package, or updates one (`productId`); resolves with the message. */
export function useSavePackage() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.savePackage, PackageBody>(
    billingKeys.savePackage,
    async (_key, { arg }) => (await api(saveSubscriptionPackage, { body: arg })).message,
  );
}
