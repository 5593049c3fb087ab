import { logout } from '@salon/api/auth/endpoints';
import { useApiMutation } from '../core';
import { frameKeys } from './keys';

/** `POST /users/logout`: ends the current session on the server. */
export function useLogout() {
  return useApiMutation(frameKeys.logout, async (api) => (await api(logout)).data);
}
