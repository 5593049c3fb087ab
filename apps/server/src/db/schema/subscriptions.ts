import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { salons } from './core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SubscriptionIntervalValue = 'month' | 'year';

/**
 * A salon's platform subscription (the admin's Salon Subscription cards). Minimal until billing lands:
 * the plan, its price and the period. A subscription is shown Active while `active` and not expired.
 */
export const salonSubscriptions = pgTable(
  'salon_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    /** Money in integer cents. */
    amountCents: integer('amount_cents').notNull(),
    interval: text('interval').$type<SubscriptionIntervalValue>().notNull(),
    startedAt: instant('started_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('salon_subscriptions_salon_idx').on(table.salonId),
    check('salon_subscriptions_interval_check', sql`${table.interval} in ('month', 'year')`),
    check('salon_subscriptions_amount_check', sql`${table.amountCents} >= 0`),
    check('salon_subscriptions_period_check', sql`${table.expiresAt} > ${table.startedAt}`),
  ],
);

export type SalonSubscriptionRow = typeof salonSubscriptions.$inferSelect;
export type NewSalonSubscriptionRow = typeof salonSubscriptions.$inferInsert;
