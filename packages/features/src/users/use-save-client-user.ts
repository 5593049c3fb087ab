import { saveClientUser } from '@salon/api/clients/endpoints';
import type { ClientUser, ClientUserBody } from '@salon/api/clients/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** `POST /users/create-user`: adds a client, or updates one when `_id` is given. */
export function useSaveClientUser() {
  const api = useApi();
  return useSWRMutation<ApiResult<ClientUser>, ApiError, typeof usersKeys.save, ClientUserBody>(
    usersKeys.save,
    (_key, { arg }) => api(saveClientUser, { body: arg }),
  );
}
