import { deleteClientUser } from '@salon/api/clients/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** `DELETE /users/delete-user`; resolves with the server's message. */
export function useDeleteClientUser() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof usersKeys.delete, string>(
    usersKeys.delete,
    async (_key, { arg }) => (await api(deleteClientUser, { query: { userID: arg } })).message,
  );
}
