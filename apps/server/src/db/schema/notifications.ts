import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { salons, users } from './core';
import { createdAt, primaryId } from './columns';

/**
 * Sent push notifications (`/notification`): one row per send, with its audience and how many accounts it
 * reached. `salon_id` is the sending salon; null for the platform admin's platform-wide sends.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    salonId: uuid('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
    /** Kept when the sender's account is deleted later, as null. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    target: text('target').$type<'all' | 'Stylist' | 'user'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_salon_created_idx').on(table.salonId, table.createdAt),
    check('notifications_target_check', sql`${table.target} in ('all', 'Stylist', 'user')`),
    check('notifications_recipient_count_check', sql`${table.recipientCount} >= 0`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
