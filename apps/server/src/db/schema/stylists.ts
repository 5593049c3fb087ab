import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { ownerSalonId } from './tenant-columns';

/**
 * A stylist's booking settings (Stylist Settings modal): the break, how availability recurs, the slot
 * interval and the services offered. One row per stylist, created on first save.
 */
export const stylistSettings = pgTable(
  'stylist_settings',
  {
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salonId: ownerSalonId(),
    /** Break start and end, `HH:mm` in the salon's time zone. */
    breakStart: text('break_start').notNull(),
    breakEnd: text('break_end').notNull(),
    recurringType: text('recurring_type').$type<'week' | 'month' | 'year'>().notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    /**
     * Ids of the salon's services. An array rather than a join table: the services module is built in
     * parallel, and the list is only ever read and written whole.
     */
    serviceIds: uuid('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isBreakTimeCompulsory: boolean('is_break_time_compulsory').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'stylist_settings_pkey', columns: [table.stylistId, table.salonId] }),
    index('stylist_settings_salon_idx').on(table.salonId),
    check('stylist_settings_recurring_check', sql`${table.recurringType} in ('week', 'month', 'year')`),
    check('stylist_settings_interval_check', sql`${table.intervalMinutes} between 1 and 1440`),
    check('stylist_settings_break_check', sql`${table.breakStart} < ${table.breakEnd}`),
  ],
);

export type StylistSettingsRow = typeof stylistSettings.$inferSelect;
