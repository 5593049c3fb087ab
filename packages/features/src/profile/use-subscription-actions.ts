import type { ApiError } from '@salon/api/errors';
import { cancelSubscription } from '@salon/api/salons/endpoints';
import { renewSubscription } from '@salon/api/subscriptions/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { profileKeys } from './keys';

/** `GET /plan/cancel-subscription?id=`: the owner cancels at the end of the period; resolves with the message. */
export function useCancelOwnSubscription() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof profileKeys.cancelSubscription, string>(
    profileKeys.cancelSubscription,
    async (_key, { arg }) => (await api(cancelSubscription, { query: { id: arg } })).message,
  );
}

/** `POST /plan/renew-subscription`: takes a cancel back, or starts a new period; resolves with the message. */
export function useRenewSubscription() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof profileKeys.renewSubscription>(
    profileKeys.renewSubscription,
    async () => (await api(renewSubscription)).message,
  );
}
