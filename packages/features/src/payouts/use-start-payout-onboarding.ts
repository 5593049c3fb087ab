import { startPayoutOnboarding } from '@salon/api/payouts/endpoints';
import { useApiMutation } from '../core';
import { payoutKeys } from './keys';

/** `POST /payouts/onboarding`: the salon's one account made (once) and where to send the owner. */
export function useStartPayoutOnboarding() {
  return useApiMutation(payoutKeys.start, (api) => api(startPayoutOnboarding, {}));
}
