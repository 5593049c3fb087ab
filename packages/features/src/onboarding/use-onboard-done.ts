import { onboardDone } from '@salon/api/onboarding/endpoints';
import type { OnboardDoneBody } from '@salon/api/onboarding/schemas';
import { useApiMutation } from '../core';
import { onboardingKeys } from './keys';

/** `POST /users/onboard-done`: activates the salon once the payment succeeded. */
export function useOnboardDone() {
  return useApiMutation(
    onboardingKeys.done,
    async (api, arg: OnboardDoneBody) => (await api(onboardDone, { body: arg })).data,
  );
}
