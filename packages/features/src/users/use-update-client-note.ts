import { updateClientNote } from '@salon/api/clients/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** `PATCH /users/update-client-note`; resolves with the server's message. */
export function useUpdateClientNote() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof usersKeys.note, { id: string; clientNote: string }>(
    usersKeys.note,
    async (_key, { arg }) =>
      (await api(updateClientNote, { query: { userID: arg.id }, body: { clientNote: arg.clientNote } }))
        .message,
  );
}
