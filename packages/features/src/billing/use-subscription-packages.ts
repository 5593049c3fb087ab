import { getSubscriptionPackages } from '@salon/api/billing/endpoints';
import { useApiQuery } from '../core';
import { billingKeys } from './keys';

/** Every package with its plans (the admin's Subscription page). */
export function useSubscriptionPackages() {
  return useApiQuery(billingKeys.packages, getSubscriptionPackages, { query: {} });
}
