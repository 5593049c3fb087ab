import { NOTIFICATION_PAGE_SIZE, type Notification } from '@salon/api/notifications/schemas';
import {
  NotificationsScreen,
  type NotificationRow,
  type NotificationSendValues,
  type NotificationsState,
} from '@salon/ui/screens/notifications/NotificationsScreen';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { listState, tablePage, useAddressPaging, useWriteRunner } from '../core';
import { isNotificationsListKey } from './keys';
import { useNotifications } from './use-notifications';
import { useSendNotification } from './use-send-notification';

const sentAtFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const toRow = (notification: Notification): NotificationRow => ({
  id: notification._id,
  title: notification.title,
  body: notification.body,
  to: notification.to,
  recipientCount: notification.recipientCount,
  sentAt: sentAtFormat.format(new Date(notification.createdAt)),
});

/** /notification: send a push notification and page through the sent ones (5 per page). */
export function NotificationsContainer() {
  const { mutate } = useSWRConfig();
  const reload = () => mutate(isNotificationsListKey);
  const { page, setPage } = useAddressPaging();
  const list = useNotifications({ pageNumber: page, pageSize: NOTIFICATION_PAGE_SIZE });
  // A new key empties the send form once a send succeeded.
  const [formKey, setFormKey] = useState(0);
  const { run, formError } = useWriteRunner(() => setFormKey((key) => key + 1), reload);
  const send = useSendNotification();

  const state: NotificationsState = listState(list, (data) =>
    tablePage(data, toRow, page, NOTIFICATION_PAGE_SIZE),
  );

  const submit = async (values: NotificationSendValues) => {
    await run(
      async () => (await send.trigger({ ...values, entryAddedFrom: 'web' })).message,
      'form',
      // The new notification is the first of page 1.
      () => setPage(1),
    );
  };

  return (
    <NotificationsScreen
      state={state}
      onPageChange={setPage}
      onSend={submit}
      sending={send.isMutating}
      sendError={formError}
      formKey={formKey}
    />
  );
}
