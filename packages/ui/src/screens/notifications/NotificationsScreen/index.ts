export { NotificationsScreen, TARGET_OPTIONS } from './NotificationsScreen';
export type {
  NotificationRow,
  NotificationSendValues,
  NotificationsScreenProps,
  NotificationsState,
} from './NotificationsScreen';
export { EMPTY_NOTIFICATION_FORM, validateNotification } from './validate-notification';
export type { NotificationFormValues, NotificationTarget } from './validate-notification';
