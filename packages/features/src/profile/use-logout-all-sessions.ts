import { logoutAllSessions } from '@salon/api/auth/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { profileKeys } from './keys';

/** `POST /users/logout-all-sessions`: signs the user out on every device; resolves with the message. */
export function useLogoutAllSessions() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof profileKeys.logoutAllSessions>(
    profileKeys.logoutAllSessions,
    async () => (await api(logoutAllSessions)).message,
  );
}
