import type {
  Notification,
  NotificationListQuery,
  SendNotificationBody,
} from '@salon/api/notifications/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import type { NotificationRow } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { PushNotifier } from '../../notifications/push-notifier';
import { pageOf } from '../../db/paging';
import type { NotificationRepository, NotificationScope } from './repository';

/** The Notifications page: the salon roles for their salon, the platform admin for the platform. */

export const NOBODY_TO_NOTIFY = 'There is nobody to send this notification to';

export function notificationOf(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    to: row.target,
    recipientCount: row.recipientCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function sentMessage(count: number): string {
  return `Notification sent to ${count} ${count === 1 ? 'recipient' : 'recipients'}`;
}

/** Sent push notifications: queues pushes to an audience through the push interface and records each send. */
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly push: PushNotifier,
  ) {}

  async list(viewer: Viewer, query: NotificationListQuery): Promise<Paged<Notification>> {
    const scope = this.scopeOf(viewer);
    const { rows, total } = await this.notifications.list(scope, query);
    return pageOf(rows.map(notificationOf), total, query.pageSize);
  }

  /**
   * Queues one push per recipient (the active stylists and/or client users of the caller's salon, or of
   * every active salon for the admin) and stores one row with the recipient count, in one transaction:
   * the push worker delivers them once it commits.
   */
  async send(viewer: Viewer, body: SendNotificationBody): Promise<Notification> {
    const scope = this.scopeOf(viewer);
    const recipients = await this.notifications.recipients(scope, body.to);
    if (recipients.length === 0) throw new BadRequestError(NOBODY_TO_NOTIFY);
    const row = await this.notifications.create(
      scope,
      {
        senderId: viewer.userId,
        target: body.to,
        title: body.title,
        body: body.body,
        recipientCount: recipients.length,
      },
      (tx) =>
        this.push.sendAll(
          recipients.map((recipient) => ({
            userId: recipient.id,
            salonId: recipient.salonId,
            senderId: viewer.userId,
            kind: 'notification',
            title: body.title,
            message: body.body,
          })),
          tx,
        ),
    );
    return notificationOf(row);
  }

  private scopeOf(viewer: Viewer): NotificationScope {
    authorize(viewer, 'notifications.send', 'You do not have permission to send notifications');
    if (permits(viewer, 'notifications.allSalons')) return { salonId: null };
    return { salonId: ownSalonOf(viewer, 'Please select a salon first') };
  }
}
