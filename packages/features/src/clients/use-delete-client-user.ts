import { deleteClientUser } from '@salon/api/clients/endpoints';
import { useMessageMutation } from '../core';
import { usersKeys } from './keys';

/** `DELETE /users/delete-user`; resolves with the server's message. */
export function useDeleteClientUser() {
  return useMessageMutation(usersKeys.delete, (api, arg: string) =>
    api(deleteClientUser, { query: { userID: arg } }),
  );
}
