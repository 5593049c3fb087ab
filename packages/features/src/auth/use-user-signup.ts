import { userSignup } from '@salon/api/auth/endpoints';
import type { UserSignupBody } from '@salon/api/auth/schemas';
import { useApiMutation } from '../core';
import { authKeys } from './keys';

/**
 * `POST /users/user-signup`: a client signs up with a salon. The answer is the same for any e-mail
 * (`SIGNUP_CHECK_EMAIL`): the e-mailed link creates the account.
 */
export function useUserSignup() {
  return useApiMutation(authKeys.signup, (api, arg: UserSignupBody) => api(userSignup, { body: arg }));
}
