import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { users } from './core';
import { ownerSalonId, tenantKey } from './tenant-columns';

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
    /** The visit of the day checked in for (migration 0052); null: a client with no appointment. */
    appointmentId: uuid('appointment_id'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'attendance_pkey', columns: [table.id, table.salonId] }),
    index('attendance_salon_checked_in_idx').on(table.salonId, table.checkedInAt),
    index('attendance_user_idx').on(table.userId),
    // The migration's `ON DELETE SET NULL ("appointment_id")` keeps the arrival of a deleted visit.
    foreignKey({
      name: 'attendance_appointment_fk',
      columns: [table.appointmentId, table.salonId],
      foreignColumns: [appointments.id, appointments.salonId],
    }).onDelete('set null'),
  ],
);

export type AttendanceRow = typeof attendance.$inferSelect;

/** The tally key of the clients who have no preferred stylist (no stylist has the nil UUID). */
export const NO_STYLIST = '00000000-0000-0000-0000-000000000000';

/**
 * How many clients (`users` with role `user`) a salon has per preferred stylist, enabled or not: written
 * only by the database's triggers on `users` (migration 0019_client_tallies), read for the unfiltered
 * total of the Users and check-in lists (modules/clients/repository.ts).
 */
export const clientTallies = pgTable(
  'client_tallies',
  {
    salonId: ownerSalonId(),
    /** {@link NO_STYLIST} for the clients without one. */
    stylistId: uuid('stylist_id').notNull(),
    active: boolean('active').notNull(),
    clients: integer('clients').notNull(),
  },
  (table) => [
    primaryKey({ name: 'client_tallies_pkey', columns: [table.salonId, table.stylistId, table.active] }),
  ],
);
