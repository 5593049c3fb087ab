import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns';
import { tenantKey } from './tenant-columns';

/**
 * A salon's own coupons (spec 2 §3 "Coupon (first variant)"), applied in its website's cart. Dates are
 * salon-local days, both inclusive. `percent` takes `discount` per cent off the items, `amount` takes
 * `discount` cents off (never more than the items cost).
 */
export const coupons = pgTable(
  'coupons',
  {
    ...tenantKey(),
    title: text('title').notNull(),
    discountType: text('discount_type').$type<'percent' | 'amount'>().notNull().default('percent'),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    /** Upper-case letters and digits, unique in the salon. */
    code: text('code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    enable: boolean('enable').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'coupons_pkey', columns: [table.id, table.salonId] }),
    uniqueIndex('coupons_salon_code_unique').on(table.salonId, table.code),
    index('coupons_salon_created_idx').on(table.salonId, table.createdAt),
    check('coupons_discount_type_check', sql`${table.discountType} in ('percent', 'amount')`),
    check(
      'coupons_discount_check',
      sql`${table.discount} > 0 and (${table.discountType} <> 'percent' or ${table.discount} <= 100)`,
    ),
    check('coupons_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check('coupons_title_check', sql`char_length(${table.title}) between 1 and 15`),
    check('coupons_code_check', sql`${table.code} ~ '^[A-Z0-9]{1,15}$'`),
  ],
);

/**
 * Payment-provider events already processed (Stripe webhook event ids): a redelivered event finds its
 * id here and changes nothing. Platform-wide, like the provider's account (a reference table on Citus,
 * db/distribution.ts): `order_id` names the order without a foreign key, as a reference table cannot
 * reference a distributed one.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
