import { getSubscriptionDetail } from '@salon/api/subscriptions/endpoints';
import { useApiQuery } from './use-api-query';
import { sessionKeys } from './session-keys';

/**
 * `GET /plan/get-subscription-detail`: the owner's plan (null: no subscription); off for other roles.
 * Shared by My Profile (the plan section) and the frame (the notice of a plan that needs renewing).
 */
export function useSubscriptionDetail(enabled: boolean) {
  return useApiQuery(enabled ? sessionKeys.subscription : null, getSubscriptionDetail);
}
