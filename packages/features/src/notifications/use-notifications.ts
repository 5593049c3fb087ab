import type { ApiError } from '@salon/api/errors';
import { getNotifications } from '@salon/api/notifications/endpoints';
import type { Notification, NotificationListQuery } from '@salon/api/notifications/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { notificationsKeys } from './keys';

/** One page of the sent notifications, newest first. */
export function useNotifications(query: NotificationListQuery) {
  const api = useApi();
  return useSWR<Paged<Notification>, ApiError>(
    notificationsKeys.list(query),
    async () => (await api(getNotifications, { query })).data,
    { keepPreviousData: true },
  );
}
