import type { ApiError } from '@salon/api/errors';
import { getSubscriptionDetail } from '@salon/api/subscriptions/endpoints';
import type { SubscriptionDetail } from '@salon/api/subscriptions/schemas';
import useSWR from 'swr';
import { useApi } from './FeaturesProvider';
import { sessionKeys } from './session-keys';

/**
 * `GET /plan/get-subscription-detail`: the owner's plan (null: no subscription); off for other roles.
 * Shared by My Profile (the plan section) and the frame (the notice of a plan that needs renewing).
 */
export function useSubscriptionDetail(enabled: boolean) {
  const api = useApi();
  return useSWR<SubscriptionDetail | null, ApiError>(enabled ? sessionKeys.subscription : null, async () => {
    const { data } = await api(getSubscriptionDetail);
    return data;
  });
}
