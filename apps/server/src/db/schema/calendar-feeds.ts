import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { salons, users } from './core';

/**
 * Private calendar subscription addresses (modules/calendar-feeds). The address's secret is an HMAC of
 * the row's id, so nothing secret is stored; revoking sets `revoked_at` and the address answers 404.
 * One live address per person.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stylist': the person's own appointments; 'salon': every stylist's. */
    scope: text('scope').$type<'stylist' | 'salon'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_live_user_unique')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    index('calendar_feeds_salon_idx').on(table.salonId),
    check('calendar_feeds_scope_check', sql`${table.scope} in ('stylist', 'salon')`),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
