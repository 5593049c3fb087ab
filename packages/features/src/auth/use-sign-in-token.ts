import { exchangeSignInToken } from '@salon/api/auth/endpoints';
import { useApiMutation } from '../core';
import { authKeys } from './keys';

/** `POST /users/sign-in-token`: the onboarding's one-time hand-off for a session (userInfo). */
export function useSignInToken() {
  return useApiMutation(
    authKeys.signInToken,
    async (api, token: string) => (await api(exchangeSignInToken, { body: { token } })).data,
  );
}
