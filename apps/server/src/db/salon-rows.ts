import { and, eq, type Column } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table of one salon's rows: it has the `salon_id` column every tenant query names first. */
export type SalonTable = PgTable & { salonId: PgColumn };

/**
 * The one row of the salon's `table` whose `column` equals `value` (its id, its type, its stylist, ...),
 * or undefined: every lookup names the salon, so a salon never reads another's row.
 */
export async function findSalonRow<T extends SalonTable>(
  db: Database,
  table: T,
  salonId: string,
  column: Column,
  value: unknown,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.salonId, salonId), eq(column, value)));
  return row as T['$inferSelect'] | undefined;
}
