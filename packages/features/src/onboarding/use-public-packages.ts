import { getPackages } from '@salon/api/billing/endpoints';
import type { PlanInterval, SubscriptionPackage } from '@salon/api/billing/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from '../core';
import { onboardingKeys } from './keys';

/** The enabled packages with an enabled plan of `interval`. */
export function usePublicPackages(interval: PlanInterval | null) {
  const api = useApi();
  return useSWR<SubscriptionPackage[], ApiError>(
    interval ? onboardingKeys.packages(interval) : null,
    async () => (await api(getPackages, { query: { interval: interval! } })).data,
  );
}
