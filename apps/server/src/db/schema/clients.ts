import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';
import { tenantKey } from './tenant-columns';

/**
 * Check-ins at the salon's front desk (`/check-in`): one row per arrival. Clients themselves are rows of
 * `users` (role `user`), as are companies (role `company`).
 */
export const attendance = pgTable(
  'attendance',
  {
    ...tenantKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stylist the client came for; kept when that stylist is deleted later, as null. */
    stylistId: uuid('stylist_id').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'attendance_pkey', columns: [table.id, table.salonId] }),
    index('attendance_salon_checked_in_idx').on(table.salonId, table.checkedInAt),
    index('attendance_user_idx').on(table.userId),
  ],
);

export type AttendanceRow = typeof attendance.$inferSelect;
