import { login } from '@salon/api/auth/endpoints';
import type { LoginBody } from '@salon/api/auth/schemas';
import { useApiMutation } from '../core';
import { customerKeys } from './keys';

/**
 * `POST /users/login?name={salonName}`: sign-in on a salon's site. The server lets only this salon's
 * customers in (403 with a message otherwise); resolves with the userInfo to keep in the session.
 */
export function useSiteLogin(salonName: string) {
  return useApiMutation(
    [...customerKeys.login, salonName],
    async (api, arg: LoginBody) => (await api(login, { query: { name: salonName }, body: arg })).data,
  );
}
