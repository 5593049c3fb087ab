import { userSignup } from '@salon/api/auth/endpoints';
import type { UserSignupBody } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import type { ApiResult } from '@salon/api/client';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { authKeys } from './keys';

type SignupResult = ApiResult<{ _id: string; name: string; email: string }>;

/** `POST /users/user-signup`: a client creates an account with a salon. */
export function useUserSignup() {
  const api = useApi();
  return useSWRMutation<SignupResult, ApiError, typeof authKeys.signup, UserSignupBody>(
    authKeys.signup,
    (_key, { arg }) => api(userSignup, { body: arg }),
  );
}
