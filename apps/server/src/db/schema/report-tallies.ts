import { bigint, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerSalonId } from './tenant-columns';

/**
 * Tallies of live appointments, written only by the database's triggers on `appointments` (migration
 * 0017_appointment_tallies) and read by the dashboard's reports (modules/dashboard/repository.ts).
 */

/** Per salon, start instant and client gender: how many live appointments and their charges. */
export const appointmentStartTallies = pgTable(
  'appointment_start_tallies',
  {
    salonId: ownerSalonId(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    gender: text('gender').notNull(),
    live: integer('live').notNull(),
    chargesCents: bigint('charges_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'appointment_start_tallies_pkey',
      columns: [table.salonId, table.startsAt, table.gender],
    }),
  ],
);

/** Per salon, salon-local day and stylist: how many live appointments. */
export const appointmentStylistDayTallies = pgTable(
  'appointment_stylist_day_tallies',
  {
    salonId: ownerSalonId(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    stylistId: uuid('stylist_id').notNull(),
    live: integer('live').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'appointment_stylist_day_tallies_pkey',
      columns: [table.salonId, table.localDay, table.stylistId],
    }),
  ],
);
