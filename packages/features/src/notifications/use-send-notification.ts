import { sendNotification } from '@salon/api/notifications/endpoints';
import type { SendNotificationBody } from '@salon/api/notifications/schemas';
import { useApiMutation } from '../core';
import { notificationsKeys } from './keys';

/** `POST /notification/send-notification`: pushes to the audience and records the send. */
export function useSendNotification() {
  return useApiMutation(notificationsKeys.send, (api, arg: SendNotificationBody) =>
    api(sendNotification, { body: arg }),
  );
}
