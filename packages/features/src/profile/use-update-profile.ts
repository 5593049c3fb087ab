import { updateProfile } from '@salon/api/auth/endpoints';
import type { ProfileUpdateBody } from '@salon/api/auth/schemas';
import { useApiMutation } from '../core';
import { profileKeys } from './keys';

/** `PATCH /users/update-profile`; resolves with the saved profile and the server's message. */
export function useUpdateProfile() {
  return useApiMutation(profileKeys.update, (api, arg: ProfileUpdateBody) =>
    api(updateProfile, { body: arg }),
  );
}
