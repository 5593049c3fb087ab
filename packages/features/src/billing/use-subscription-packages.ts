import { getSubscriptionPackages } from '@salon/api/billing/endpoints';
import type { SubscriptionPackage } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { billingKeys } from './keys';

/** Every package with its plans (the admin's Subscription page). */
export function useSubscriptionPackages() {
  const api = useApi();
  return useSWR<SubscriptionPackage[], ApiError>(
    billingKeys.packages,
    async () => (await api(getSubscriptionPackages, { query: {} })).data,
  );
}
