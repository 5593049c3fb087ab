import type { ApiError } from '@salon/api/errors';
import { cancelSubscription } from '@salon/api/salons/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { salonsKeys } from './keys';

/** `GET /plan/cancel-subscription`: ends the salon's subscription at the end of the period. */
export function useCancelSubscription() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof salonsKeys.cancelSubscription, string>(
    salonsKeys.cancelSubscription,
    async (_key, { arg }) => (await api(cancelSubscription, { query: { id: arg } })).message,
  );
}
