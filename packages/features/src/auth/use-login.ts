import { login } from '@salon/api/auth/endpoints';
import type { LoginBody, UserInfo } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { authKeys } from './keys';

/** `POST /users/login`; resolves with the userInfo to keep in the session. */
export function useLogin() {
  const api = useApi();
  return useSWRMutation<UserInfo, ApiError, typeof authKeys.login, LoginBody>(
    authKeys.login,
    async (_key, { arg }) => (await api(login, { body: arg })).data,
  );
}
