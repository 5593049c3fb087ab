import { changePassword } from '@salon/api/auth/endpoints';
import { useMessageMutation } from '../core';
import { staffKeys } from './keys';

export interface StaffPasswordChange {
  id: string;
  email: string;
  password: string;
}

/** `PATCH /users/change-password` (type `byAdmin`): sets a salon user's password; resolves with the message. */
export function useSetStaffPassword() {
  return useMessageMutation(staffKeys.changePassword, (api, arg: StaffPasswordChange) =>
    api(changePassword, { body: { type: 'byAdmin', ...arg } }),
  );
}
