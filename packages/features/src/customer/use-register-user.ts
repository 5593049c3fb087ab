import type { ApiResult } from '@salon/api/client';
import { registerUser } from '@salon/api/customer-accounts/endpoints';
import type { RegisterUserBody } from '@salon/api/customer-accounts/schemas';
import type { UserInfo } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { customerKeys } from './keys';

/** `POST /website/register-user?name=`: Create Account; resolves with the new customer's session. */
export function useRegisterUser(salonName: string) {
  const api = useApi();
  return useSWRMutation<
    ApiResult<UserInfo>,
    ApiError,
    readonly [...typeof customerKeys.register, string],
    RegisterUserBody
  >([...customerKeys.register, salonName], (_key, { arg }) =>
    api(registerUser, { query: { name: salonName }, body: arg }),
  );
}
