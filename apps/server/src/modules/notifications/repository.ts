import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { SendTarget } from '@salon/api/notifications/schemas';
import type { Database } from '../../db/client';
import { notifications, salons, users, type NotificationRow } from '../../db/schema';
import { readPage, windowOf } from '../../db/paging';

/** Whose notifications: a salon's, or the platform admin's platform-wide ones (`salonId` null). */
export interface NotificationScope {
  salonId: string | null;
}

export interface Recipient {
  id: string;
  salonId: string;
}

export interface NewNotification {
  senderId: string;
  target: SendTarget;
  title: string;
  body: string;
  recipientCount: number;
}

const ROLES_OF: Record<SendTarget, Array<'stylist' | 'user'>> = {
  all: ['stylist', 'user'],
  Stylist: ['stylist'],
  user: ['user'],
};

const ofScope = (scope: NotificationScope): SQL =>
  scope.salonId === null ? isNull(notifications.salonId) : eq(notifications.salonId, scope.salonId);

export class NotificationRepository {
  constructor(private readonly db: Database) {}

  async list(
    scope: NotificationScope,
    page: { pageNumber: number; pageSize: number },
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const where = ofScope(scope);
    return readPage(
      windowOf(page),
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id)),
      this.db.select({ value: count() }).from(notifications).where(where),
    );
  }

  /**
   * The active accounts of the audience: of the salon, or (platform scope) of every active salon. Only
   * stylists and client users receive notifications.
   */
  async recipients(scope: NotificationScope, target: SendTarget): Promise<Recipient[]> {
    const byRole = and(inArray(users.role, ROLES_OF[target]), eq(users.active, true));
    return this.db
      .select({ id: users.id, salonId: salons.id })
      .from(users)
      .innerJoin(salons, eq(salons.id, users.salonId))
      .where(
        scope.salonId === null
          ? and(byRole, eq(salons.active, true))
          : and(byRole, eq(users.salonId, scope.salonId)),
      )
      .orderBy(users.id);
  }

  /** Records a send; `alongside` runs in the same transaction (the pushes, queued in the outbox). */
  async create(
    scope: NotificationScope,
    values: NewNotification,
    alongside: (tx: Database) => Promise<void> = async () => {},
  ): Promise<NotificationRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({ ...values, salonId: scope.salonId })
        .returning();
      if (!row) throw new Error('Insert returned no row');
      await alongside(tx);
      return row;
    });
  }
}
