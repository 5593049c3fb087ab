import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Column builders every table shares. This file imports no table (tenant-columns.ts does), so a table
// file can import it without an import cycle.

/** A point in time, stored with its zone, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A platform table's own id (a salon, a user, a session, ...). */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** `created_at` and `updated_at`, both set by the database on insert (a write sets `updatedAt` itself). */
export const timestamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** `created_at` alone, for rows that are never changed, only removed. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
