import { updateClientNote } from '@salon/api/clients/endpoints';
import { useMessageMutation } from '../core';
import { usersKeys } from './keys';

/** `PATCH /users/update-client-note`; resolves with the server's message. */
export function useUpdateClientNote() {
  return useMessageMutation(usersKeys.note, (api, arg: { id: string; clientNote: string }) =>
    api(updateClientNote, { query: { userID: arg.id }, body: { clientNote: arg.clientNote } }),
  );
}
