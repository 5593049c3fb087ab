import { onboardSignup } from '@salon/api/onboarding/endpoints';
import type { OnboardingPaymentResult, OnboardSignupBody } from '@salon/api/onboarding/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { onboardingKeys } from './keys';

/** `POST /users/onboard-signup`: creates the pending salon and charges the card. */
export function useOnboardSignup() {
  const api = useApi();
  return useSWRMutation<OnboardingPaymentResult, ApiError, typeof onboardingKeys.signup, OnboardSignupBody>(
    onboardingKeys.signup,
    async (_key, { arg }) => (await api(onboardSignup, { body: arg })).data,
  );
}
