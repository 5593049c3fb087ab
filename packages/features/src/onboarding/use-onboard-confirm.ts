import { onboardConfirm } from '@salon/api/onboarding/endpoints';
import type { OnboardConfirmBody, OnboardingPaymentResult } from '@salon/api/onboarding/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { onboardingKeys } from './keys';

/** `POST /users/onboard-confirm`: the offline provider's card authentication. */
export function useOnboardConfirm() {
  const api = useApi();
  return useSWRMutation<OnboardingPaymentResult, ApiError, typeof onboardingKeys.confirm, OnboardConfirmBody>(
    onboardingKeys.confirm,
    async (_key, { arg }) => (await api(onboardConfirm, { body: arg })).data,
  );
}
