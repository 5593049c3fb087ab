import { changePassword } from '@salon/api/auth/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { profileKeys } from './keys';

export interface OwnPasswordChange {
  currentPassword: string;
  password: string;
}

/** `PATCH /users/change-password` for the signed-in user (type `bySelf`); resolves with the message. */
export function useChangePassword() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof profileKeys.changePassword, OwnPasswordChange>(
    profileKeys.changePassword,
    async (_key, { arg }) => (await api(changePassword, { body: { type: 'bySelf', ...arg } })).message,
  );
}
