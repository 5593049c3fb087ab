import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenantKey } from './tenant-columns';

/**
 * A salon's categories of one kind (products, videos): the same shape for each, read and written by the one
 * category repository (db/category-repository.ts). One name per salon, whatever its case.
 */
export const categoryTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      ...tenantKey(),
      name: text('name').notNull(),
      enable: boolean('enable').notNull().default(true),
      ...timestamps(),
    },
    (table) => [
      primaryKey({ name: `${name}_pkey`, columns: [table.id, table.salonId] }),
      uniqueIndex(`${name}_salon_name_unique`).on(table.salonId, sql`lower(${table.name})`),
    ],
  );
