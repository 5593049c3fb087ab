import { login } from '@salon/api/auth/endpoints';
import type { LoginBody, UserInfo } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { customerKeys } from './keys';

/**
 * `POST /users/login?name={salonName}`: sign-in on a salon's site. The server lets only this salon's
 * customers in (403 with a message otherwise); resolves with the userInfo to keep in the session.
 */
export function useSiteLogin(salonName: string) {
  const api = useApi();
  return useSWRMutation<UserInfo, ApiError, readonly [...typeof customerKeys.login, string], LoginBody>(
    [...customerKeys.login, salonName],
    async (_key, { arg }) => (await api(login, { query: { name: salonName }, body: arg })).data,
  );
}
