import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { categoryTable } from './categories';
import { timestamps } from './columns';
import { tenantKey } from './tenant-columns';

export const productCategories = categoryTable('product_categories');

export const products = pgTable(
  'products',
  {
    ...tenantKey(),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Cents. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    actualPriceCents: bigint('actual_price_cents', { mode: 'number' }).notNull(),
    rating: smallint('rating').notNull(),
    /** Storage key of the image (`FileStorage`), server-generated. */
    imageKey: text('image_key').notNull(),
    stock: integer('stock').notNull().default(0),
    enable: boolean('enable').notNull().default(true),
    ...timestamps(),
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
