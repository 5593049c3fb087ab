import { getNotifications } from '@salon/api/notifications/endpoints';
import type { NotificationListQuery } from '@salon/api/notifications/schemas';
import { useApiQuery } from '../core';
import { notificationsKeys } from './keys';

/** One page of the sent notifications, newest first. */
export function useNotifications(query: NotificationListQuery) {
  return useApiQuery(notificationsKeys.list(query), getNotifications, { query }, { keepPreviousData: true });
}
