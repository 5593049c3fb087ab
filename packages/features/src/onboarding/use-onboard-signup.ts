import { onboardSignup } from '@salon/api/onboarding/endpoints';
import type { OnboardSignupBody } from '@salon/api/onboarding/schemas';
import { useApiMutation } from '../core';
import { onboardingKeys } from './keys';

/** `POST /users/onboard-signup`: creates the pending salon and charges the card. */
export function useOnboardSignup() {
  return useApiMutation(
    onboardingKeys.signup,
    async (api, arg: OnboardSignupBody) => (await api(onboardSignup, { body: arg })).data,
  );
}
