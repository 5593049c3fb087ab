export { NotificationsContainer } from './NotificationsContainer';
export { NOTIFICATION_PAGE_ROLES, notificationsCapabilities } from './policies';
