import { login } from '@salon/api/auth/endpoints';
import type { LoginBody } from '@salon/api/auth/schemas';
import { useApiMutation } from '../core';
import { authKeys } from './keys';

/** `POST /users/login`; resolves with the userInfo to keep in the session. */
export function useLogin() {
  return useApiMutation(
    authKeys.login,
    async (api, arg: LoginBody) => (await api(login, { body: arg })).data,
  );
}
