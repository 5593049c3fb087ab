import type { Database } from '../../db/client';
import type { PushNotifier } from '../../notifications/push-notifier';
import { NotificationRepository } from './repository';
import { NotificationService } from './service';

/** The notifications module: the notices sent to a salon's app users. */
export function buildNotifications({ db, push }: { db: Database; push: PushNotifier }) {
  return { notifications: new NotificationService(new NotificationRepository(db), push) };
}
