import { changePassword } from '@salon/api/auth/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { staffKeys } from './keys';

export interface StaffPasswordChange {
  id: string;
  email: string;
  password: string;
}

/** `PATCH /users/change-password` (type `byAdmin`): sets a salon user's password; resolves with the message. */
export function useSetStaffPassword() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof staffKeys.changePassword, StaffPasswordChange>(
    staffKeys.changePassword,
    async (_key, { arg }) => (await api(changePassword, { body: { type: 'byAdmin', ...arg } })).message,
  );
}
