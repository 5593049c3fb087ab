import type { NotificationListQuery } from '@salon/api/notifications/schemas';
import { isAreaKey } from '../core/area-keys';

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
  send: ['notifications', 'send'] as const,
};

/** Every page of the list: revalidated together after a send. */
export const isNotificationsListKey = isAreaKey('notifications', 'list');
