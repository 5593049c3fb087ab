import { enableSubscriptionPackage } from '@salon/api/billing/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** The package switch; resolves with the message ('Package status changed'). */
export function useTogglePackage() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof billingKeys.togglePackage, { id: string; active: boolean }>(
    billingKeys.togglePackage,
    async (_key, { arg }) =>
      (await api(enableSubscriptionPackage, { query: { productId: arg.id }, body: { active: arg.active } }))
        .message,
  );
}
