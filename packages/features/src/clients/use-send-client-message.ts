import { sendClientMessage } from '@salon/api/clients/endpoints';
import { useMessageMutation } from '../core';
import { usersKeys } from './keys';

/** `POST /users/send-message`: a push notification to the client's app. */
export function useSendClientMessage() {
  return useMessageMutation(usersKeys.message, (api, arg: { userId: string; message: string }) =>
    api(sendClientMessage, { body: arg }),
  );
}
