import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { salons, users } from './core';
import { products } from './products';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface ShippingAddressValue {
  firstName: string;
  lastName: string;
  address: string;
  state: string;
  zipcode: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** The order number customers and staff quote, counted per salon from 1001. */
    number: integer('number').notNull(),
    /** The customer (a client user); kept as null if their account is deleted. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cents: items, other charges, total. */
    amountCents: integer('amount_cents').notNull(),
    otherAmountCents: integer('other_amount_cents').notNull().default(0),
    totalAmountCents: integer('total_amount_cents').notNull(),
    status: text('status').$type<'Pending' | 'Completed'>().notNull().default('Pending'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressValue>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_salon_number_unique').on(table.salonId, table.number),
    index('orders_salon_created_idx').on(table.salonId, table.createdAt),
    check('orders_status_check', sql`${table.status} in ('Pending', 'Completed')`),
    check(
      'orders_amounts_check',
      sql`${table.amountCents} >= 0 and ${table.otherAmountCents} >= 0 and ${table.totalAmountCents} >= 0`,
    ),
  ],
);

/** What was ordered, copied from the product at the time (the product may change or go later). */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Position in the order, from 0. */
    position: integer('position').notNull(),
    productName: text('product_name').notNull(),
    productImageUrl: text('product_image_url'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.position),
    check('order_items_quantity_check', sql`${table.quantity} >= 1`),
    check('order_items_price_check', sql`${table.priceCents} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
