import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { products } from './products';
import { instant, timestamps } from './columns';
import { ownerSalonId, tenantKey } from './tenant-columns';

export type PaymentStatusValue = 'unpaid' | 'requires_action' | 'processing' | 'paid' | 'failed' | 'canceled';

export interface ShippingAddressValue {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

export const orders = pgTable(
  'orders',
  {
    ...tenantKey(),
    /** The order number customers and staff quote, counted per salon from 1001. */
    number: integer('number').notNull(),
    /** The customer (a client user); kept as null if their account is deleted. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cents: items, other charges, total. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    otherAmountCents: bigint('other_amount_cents', { mode: 'number' }).notNull().default(0),
    /** What a salon coupon took off the items (`coupon_code` names it); total = amount − discount + other. */
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    couponCode: text('coupon_code'),
    totalAmountCents: bigint('total_amount_cents', { mode: 'number' }).notNull(),
    /** The salon's currency when the order was placed (ISO 4217, upper case): its amounts are in it. */
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<'Pending' | 'Completed'>().notNull().default('Pending'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressValue>().notNull(),
    /**
     * Checkout inserts 'unpaid'; only the payment provider's confirmation makes it 'paid'. 'failed' and
     * 'canceled' orders gave their stock back. Orders from before online payment count as paid.
     */
    paymentStatus: text('payment_status').$type<PaymentStatusValue>().notNull().default('paid'),
    paymentProvider: text('payment_provider').$type<'offline' | 'stripe'>(),
    /** The provider's payment (Stripe PaymentIntent id), one per order. */
    paymentIntentId: text('payment_intent_id'),
    paidAt: instant('paid_at'),
    /** One per checkout attempt of a customer: a retried submit finds the first order. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'orders_pkey', columns: [table.id, table.salonId] }),
    uniqueIndex('orders_salon_number_unique').on(table.salonId, table.number),
    index('orders_salon_created_idx').on(table.salonId, table.createdAt),
    // Also orders_abandonable_created_idx (created_at, id) WHERE payment_status IN ('unpaid',
    // 'requires_action'), for the sweep of abandoned checkouts: hand-written migration 0018.
    check('orders_status_check', sql`${table.status} in ('Pending', 'Completed')`),
    check(
      'orders_payment_status_check',
      sql`${table.paymentStatus} in ('unpaid', 'requires_action', 'processing', 'paid', 'failed', 'canceled')`,
    ),
    check(
      'orders_discount_check',
      sql`${table.discountCents} >= 0 and ${table.discountCents} <= ${table.amountCents}`,
    ),
    uniqueIndex('orders_idempotency_unique').on(table.salonId, table.customerId, table.idempotencyKey),
    uniqueIndex('orders_payment_intent_unique').on(table.salonId, table.paymentIntentId),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
    check('orders_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
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
    id: uuid('id').notNull().defaultRandom(),
    /** The order's salon. */
    salonId: ownerSalonId(),
    orderId: uuid('order_id').notNull(),
    /** Emptied (`ON DELETE SET NULL ("product_id")` in the migration) when the product is deleted. */
    productId: uuid('product_id'),
    /** Position in the order, from 0. */
    position: integer('position').notNull(),
    productName: text('product_name').notNull(),
    productImageUrl: text('product_image_url'),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_items_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'order_items_order_fk',
      columns: [table.salonId, table.orderId],
      foreignColumns: [orders.salonId, orders.id],
    }).onDelete('cascade'),
    // Drizzle cannot say SET NULL of one column: the migration's `ON DELETE SET NULL ("product_id")` does.
    foreignKey({
      name: 'order_items_product_fk',
      columns: [table.salonId, table.productId],
      foreignColumns: [products.salonId, products.id],
    }).onDelete('set null'),
    index('order_items_order_idx').on(table.orderId, table.position),
    check('order_items_quantity_check', sql`${table.quantity} >= 1`),
    check('order_items_price_check', sql`${table.priceCents} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
