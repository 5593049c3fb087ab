import { sendClientMessage } from '@salon/api/clients/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** `POST /users/send-message`: a push notification to the client's app. */
export function useSendClientMessage() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof usersKeys.message, { userId: string; message: string }>(
    usersKeys.message,
    async (_key, { arg }) => (await api(sendClientMessage, { body: arg })).message,
  );
}
