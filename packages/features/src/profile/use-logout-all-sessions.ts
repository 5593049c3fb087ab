import { logoutAllSessions } from '@salon/api/auth/endpoints';
import { useMessageMutation } from '../core';
import { profileKeys } from './keys';

/** `POST /users/logout-all-sessions`: signs the user out on every device; resolves with the message. */
export function useLogoutAllSessions() {
  return useMessageMutation(profileKeys.logoutAllSessions, (api) => api(logoutAllSessions));
}
