import { getUser } from '@salon/api/auth/endpoints';
import { useApiQuery } from './use-api-query';
import { sessionKeys } from './session-keys';

/** The signed-in user's profile (`GET /users/get-user`); no request while signed out. */
export function useProfile(userId: string | null | undefined) {
  return useApiQuery(userId ? sessionKeys.profile(userId) : null, getUser);
}
