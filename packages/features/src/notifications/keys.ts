import type { NotificationListQuery } from '@salon/api/notifications/schemas';

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
  send: ['notifications', 'send'] as const,
};

/** Every page of the list: revalidated together after a send. */
export const isNotificationsListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'notifications' && key[1] === 'list';
