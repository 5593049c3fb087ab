import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import { sendNotification } from '@salon/api/notifications/endpoints';
import type { Notification, SendNotificationBody } from '@salon/api/notifications/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { notificationsKeys } from './keys';

/** `POST /notification/send-notification`: pushes to the audience and records the send. */
export function useSendNotification() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<Notification>,
    ApiError,
    typeof notificationsKeys.send,
    SendNotificationBody
  >(notificationsKeys.send, (_key, { arg }) => api(sendNotification, { body: arg }));
}
