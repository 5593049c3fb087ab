import { changePassword } from '@salon/api/auth/endpoints';
import { useMessageMutation } from '../core';
import { profileKeys } from './keys';

export interface OwnPasswordChange {
  currentPassword: string;
  password: string;
}

/** `PATCH /users/change-password` for the signed-in user (type `bySelf`); resolves with the message. */
export function useChangePassword() {
  return useMessageMutation(profileKeys.changePassword, (api, arg: OwnPasswordChange) =>
    api(changePassword, { body: { type: 'bySelf', ...arg } }),
  );
}
