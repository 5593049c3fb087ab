import { userSignup } from '@salon/api/auth/endpoints';
import type { UserSignupBody } from '@salon/api/auth/schemas';
import type { ApiResult } from '@salon/api/client';
import { useApiMutation } from '../core';
import { authKeys } from './keys';

type SignupResult = ApiResult<{ _id: string; name: string; email: string }>;

/** `POST /users/user-signup`: a client creates an account with a salon. */
export function useUserSignup() {
  return useApiMutation(authKeys.signup, (api, arg: UserSignupBody): Promise<SignupResult> =>
    api(userSignup, { body: arg }),
  );
}
