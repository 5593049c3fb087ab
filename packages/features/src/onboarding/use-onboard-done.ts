import { onboardDone } from '@salon/api/onboarding/endpoints';
import type { OnboardDone, OnboardDoneBody } from '@salon/api/onboarding/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { onboardingKeys } from './keys';

/** `POST /users/onboard-done`: activates the salon once the payment succeeded. */
export function useOnboardDone() {
  const api = useApi();
  return useSWRMutation<OnboardDone, ApiError, typeof onboardingKeys.done, OnboardDoneBody>(
    onboardingKeys.done,
    async (_key, { arg }) => (await api(onboardDone, { body: arg })).data,
  );
}
