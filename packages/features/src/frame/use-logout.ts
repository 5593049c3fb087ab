import { logout } from '@salon/api/auth/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { frameKeys } from './keys';

/** `POST /users/logout`: ends the current session on the server. */
export function useLogout() {
  const api = useApi();
  return useSWRMutation(frameKeys.logout, async () => (await api(logout)).data);
}
