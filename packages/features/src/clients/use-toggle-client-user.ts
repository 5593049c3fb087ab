import { enableClientUser } from '@salon/api/clients/endpoints';
import { useMessageMutation } from '../core';
import { usersKeys } from './keys';

/** `PATCH /users/enable-disable-user`: the Active switch; resolves with the server's message. */
export function useToggleClientUser() {
  return useMessageMutation(usersKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableClientUser, { query: { userID: arg.id }, body: { enable: arg.enable } }),
  );
}
