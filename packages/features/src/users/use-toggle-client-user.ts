import { enableClientUser } from '@salon/api/clients/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** `PATCH /users/enable-disable-user`: the Active switch; resolves with the server's message. */
export function useToggleClientUser() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof usersKeys.toggle, { id: string; enable: boolean }>(
    usersKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableClientUser, { query: { userID: arg.id }, body: { enable: arg.enable } })).message,
  );
}
