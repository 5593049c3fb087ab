import type {
  Notification,
  NotificationListQuery,
  SendNotificationBody,
} from '@salon/api/notifications/schemas';
import type { Paged, Role } from '@salon/api/shared/schemas';
import type { NotificationRow } from '../../db/schema';
import { BadRequestError, ForbiddenError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import type { PushNotifier } from '../../notifications/push-notifier';
import { pageOf } from '../paging';
import type { NotificationRepository, NotificationScope } from './repository';

/** The Notifications page: the salon roles for their salon, the platform admin for the platform. */
const NOTIFICATION_ROLES: ReadonlySet<Role> = new Set(['superadmin', 'admin', 'salon', 'manager']);
/** Pushes delivered at once; a platform-wide send goes out in batches of this size. */
const BATCH = 100;

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

/** Sent push notifications: sends to an audience through the push interface and records each send. */
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
   * Delivers one push per recipient (the active stylists and/or client users of the caller's salon, or of
   * every active salon for the admin) and stores one row with the recipient count.
   */
  async send(viewer: Viewer, body: SendNotificationBody): Promise<Notification> {
    const scope = this.scopeOf(viewer);
    const recipients = await this.notifications.recipients(scope, body.to);
    if (recipients.length === 0) throw new BadRequestError(NOBODY_TO_NOTIFY);
    for (let start = 0; start < recipients.length; start += BATCH) {
      await Promise.all(
        recipients.slice(start, start + BATCH).map((recipient) =>
          this.push.send({
            userId: recipient.id,
            salonId: recipient.salonId,
            senderId: viewer.userId,
            title: body.title,
            message: body.body,
          }),
        ),
      );
    }
    const row = await this.notifications.create(scope, {
      senderId: viewer.userId,
      target: body.to,
      title: body.title,
      body: body.body,
      recipientCount: recipients.length,
    });
    return notificationOf(row);
  }

  private scopeOf(viewer: Viewer): NotificationScope {
    if (!NOTIFICATION_ROLES.has(viewer.role)) {
      throw new ForbiddenError('You do not have permission to send notifications');
    }
    if (viewer.role === 'admin') return { salonId: null };
    if (!viewer.salonId) throw new ForbiddenError('Please select a salon first');
    return { salonId: viewer.salonId };
  }
}
