import { logoutClientUser } from '@salon/api/clients/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** `PATCH /users/logout-user` (type byAdmin): signs the client out of the mobile app. */
export function useLogoutClientUser() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof usersKeys.logout, { id: string; email: string }>(
    usersKeys.logout,
    async (_key, { arg }) =>
      (await api(logoutClientUser, { body: { ...arg, type: 'byAdmin' as const } })).message,
  );
}
