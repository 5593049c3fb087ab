import { onboardConfirm } from '@salon/api/onboarding/endpoints';
import type { OnboardConfirmBody } from '@salon/api/onboarding/schemas';
import { useApiMutation } from '../core';
import { onboardingKeys } from './keys';

/** `POST /users/onboard-confirm`: the offline provider's card authentication. */
export function useOnboardConfirm() {
  return useApiMutation(
    onboardingKeys.confirm,
    async (api, arg: OnboardConfirmBody) => (await api(onboardConfirm, { body: arg })).data,
  );
}
