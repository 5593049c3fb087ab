import { endpoint } from '../contract';
import { paged } from '../shared/schemas';
import { Notification, NotificationListQuery, SendNotificationBody } from './schemas';

/** The caller's sent notifications, newest first, 5 per page. */
export const getNotifications = endpoint({
  method: 'GET',
  path: '/notification/get-notification',
  auth: 'token',
  query: NotificationListQuery,
  data: paged(Notification),
});

/** Sends a push notification to the audience `to` and records it; `offset` in the query is ignored. */
export const sendNotification = endpoint({
  method: 'POST',
  path: '/notification/send-notification',
  auth: 'token',
  body: SendNotificationBody,
  data: Notification,
});

export const notificationEndpoints = { getNotifications, sendNotification };
