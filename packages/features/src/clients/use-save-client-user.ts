import { saveClientUser } from '@salon/api/clients/endpoints';
import type { ClientUserBody } from '@salon/api/clients/schemas';
import { useApiMutation } from '../core';
import { usersKeys } from './keys';

/** `POST /users/create-user`: adds a client, or updates one when `_id` is given. */
export function useSaveClientUser() {
  return useApiMutation(usersKeys.save, (api, arg: ClientUserBody) => api(saveClientUser, { body: arg }));
}
