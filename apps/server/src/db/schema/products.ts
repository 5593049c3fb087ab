import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { salons } from './core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enable: boolean('enable').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'product_categories_pkey', columns: [table.id, table.salonId] }),
    // One category of a name per salon, whatever its case.
    uniqueIndex('product_categories_salon_name_unique').on(table.salonId, sql`lower(${table.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').notNull().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Cents. */
    priceCents: integer('price_cents').notNull(),
    actualPriceCents: integer('actual_price_cents').notNull(),
    rating: smallint('rating').notNull(),
    /** Storage key of the image (`FileStorage`), server-generated. */
    imageKey: text('image_key').notNull(),
    stock: integer('stock').notNull().default(0),
    enable: boolean('enable').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'products_pkey', columns: [table.id, table.salonId] }),
    // A category of the same salon; restrict: a category in use cannot be deleted (the service answers
    // 409 first).
    foreignKey({
      name: 'products_category_fk',
      columns: [table.salonId, table.categoryId],
      foreignColumns: [productCategories.salonId, productCategories.id],
    }).onDelete('restrict'),
    index('products_salon_created_idx').on(table.salonId, table.createdAt),
    index('products_category_idx').on(table.categoryId),
    check('products_stock_check', sql`${table.stock} >= 0`),
    check('products_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'products_price_check',
      sql`${table.priceCents} > 0 and ${table.priceCents} <= ${table.actualPriceCents}`,
    ),
  ],
);

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type NewProductCategoryRow = typeof productCategories.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
