import { logoutClientUser } from '@salon/api/clients/endpoints';
import { useMessageMutation } from '../core';
import { usersKeys } from './keys';

/** `PATCH /users/logout-user` (type byAdmin): signs the client out of the mobile app. */
export function useLogoutClientUser() {
  return useMessageMutation(usersKeys.logout, (api, arg: { id: string; email: string }) =>
    api(logoutClientUser, { body: { ...arg, type: 'byAdmin' as const } }),
  );
}
