import { cancelSubscription } from '@salon/api/salons/endpoints';
import { renewSubscription } from '@salon/api/subscriptions/endpoints';
import { useMessageMutation } from '../core';
import { profileKeys } from './keys';

/** `GET /plan/cancel-subscription?id=`: the owner cancels at the end of the period; resolves with the message. */
export function useCancelOwnSubscription() {
  return useMessageMutation(profileKeys.cancelSubscription, (api, arg: string) =>
    api(cancelSubscription, { query: { id: arg } }),
  );
}

/** `POST /plan/renew-subscription`: takes a cancel back, or starts a new period; resolves with the message. */
export function useRenewSubscription() {
  return useMessageMutation(profileKeys.renewSubscription, (api) => api(renewSubscription));
}
