import { getUser } from '@salon/api/auth/endpoints';
import type { Profile } from '@salon/api/auth/schemas';
import type { ApiError } from '@salon/api/errors';
import useSWR from 'swr';
import { useApi } from './FeaturesProvider';
import { sessionKeys } from './session-keys';

/** The signed-in user's profile (`GET /users/get-user`); no request while signed out. */
export function useProfile(userId: string | null | undefined) {
  const api = useApi();
  return useSWR<Profile, ApiError>(userId ? sessionKeys.profile(userId) : null, async () => {
    const { data } = await api(getUser);
    return data;
  });
}
