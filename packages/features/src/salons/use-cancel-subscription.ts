import { cancelSubscription } from '@salon/api/salons/endpoints';
import { useMessageMutation } from '../core';
import { salonsKeys } from './keys';

/** `GET /plan/cancel-subscription`: ends the salon's subscription at the end of the period. */
export function useCancelSubscription() {
  return useMessageMutation(salonsKeys.cancelSubscription, (api, arg: string) =>
    api(cancelSubscription, { query: { id: arg } }),
  );
}
