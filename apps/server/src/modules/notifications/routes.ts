import { getNotifications, sendNotification } from '@salon/api/notifications/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import { sentMessage, type NotificationService } from './service';

export function notificationRoutes(route: ContractRouter, notifications: NotificationService): void {
  route(getNotifications, async ({ viewer, query }) => ({
    data: await notifications.list(viewer, query),
  }));

  route(sendNotification, async ({ viewer, body }) => {
    const notification = await notifications.send(viewer, body);
    return { data: notification, message: sentMessage(notification.recipientCount) };
  });
}
