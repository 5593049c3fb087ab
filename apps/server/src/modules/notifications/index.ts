// The notifications module's public face: what other modules and the composition root may use.
export { buildNotifications } from './module';
export { notificationRoutes } from './routes';
export { NotificationService } from './service';
