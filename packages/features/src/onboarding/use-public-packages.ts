import { getPackages } from '@salon/api/billing/endpoints';
import type { PlanInterval } from '@salon/api/billing/schemas';
import { useApiQuery } from '../core';
import { onboardingKeys } from './keys';

/** The enabled packages with an enabled plan of `interval`. */
export function usePublicPackages(interval: PlanInterval | null) {
  return useApiQuery(
    interval ? onboardingKeys.packages(interval) : null,
    getPackages,
    interval ? { query: { interval } } : null,
  );
}
