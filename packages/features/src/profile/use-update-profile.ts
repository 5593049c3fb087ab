import { updateProfile } from '@salon/api/auth/endpoints';
import type { Profile, ProfileUpdateBody } from '@salon/api/auth/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { profileKeys } from './keys';

/** `PATCH /users/update-profile`; resolves with the saved profile and the server's message. */
export function useUpdateProfile() {
  const api = useApi();
  return useSWRMutation<ApiResult<Profile>, ApiError, typeof profileKeys.update, ProfileUpdateBody>(
    profileKeys.update,
    (_key, { arg }) => api(updateProfile, { body: arg }),
  );
}
