import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';

export type BillingIntervalValue = 'month' | 'year';
export type CouponDurationValue = 'once' | 'repeating' | 'forever';

/*
 * The platform's pricing (the admin's Subscription, Coupons and Promo Codes pages). Platform-wide: no
 * `salon_id`; on Citus these are reference tables (copied to every node). Ids are the billing provider's
 * (Stripe's `prod_…`, `price_…`, coupon and `promo_…` ids, or the offline provider's of the same shape):
 * the provider holds the objects, these rows are the record the app reads.
 */

/** A subscription package: the provider's product. Its users always equal its calendars (1 to 10). */
export const billingPackages = pgTable(
  'billing_packages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    calendars: integer('calendars').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('billing_packages_name_unique').on(sql`lower(${table.name})`),
    check('billing_packages_calendars_check', sql`${table.calendars} between 1 and 10`),
  ],
);

/** A package's price per month or per year: the provider's price. At most one per interval. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: text('id').primaryKey(),
    packageId: text('package_id')
      .notNull()
      .references(() => billingPackages.id, { onDelete: 'cascade' }),
    /** Money in integer cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval').$type<BillingIntervalValue>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('billing_plans_package_interval_unique').on(table.packageId, table.interval),
    check('billing_plans_interval_check', sql`${table.interval} in ('month', 'year')`),
    check('billing_plans_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** A coupon of the card provider: a fixed amount off, once, for some months, or forever. */
export const billingCoupons = pgTable(
  'billing_coupons',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    duration: text('duration').$type<CouponDurationValue>().notNull(),
    durationInMonths: integer('duration_in_months'),
    /** Money in integer cents. */
    amountOffCents: bigint('amount_off_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    createdAt: createdAt(),
  },
  (table) => [
    index('billing_coupons_created_idx').on(table.createdAt),
    check('billing_coupons_duration_check', sql`${table.duration} in ('once', 'repeating', 'forever')`),
    check(
      'billing_coupons_months_check',
      sql`(${table.duration} = 'repeating') = (${table.durationInMonths} is not null)`,
    ),
    check('billing_coupons_amount_check', sql`${table.amountOffCents} > 0`),
  ],
);

/** A code customers type, naming a coupon; upper case and unique. */
export const billingPromotionCodes = pgTable(
  'billing_promotion_codes',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => billingCoupons.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('billing_promotion_codes_code_unique').on(table.code),
    index('billing_promotion_codes_coupon_idx').on(table.couponId),
    check('billing_promotion_codes_code_check', sql`${table.code} = upper(${table.code})`),
  ],
);

export type BillingPackageRow = typeof billingPackages.$inferSelect;
export type NewBillingPackageRow = typeof billingPackages.$inferInsert;
export type BillingPlanRow = typeof billingPlans.$inferSelect;
export type NewBillingPlanRow = typeof billingPlans.$inferInsert;
export type BillingCouponRow = typeof billingCoupons.$inferSelect;
export type NewBillingCouponRow = typeof billingCoupons.$inferInsert;
export type BillingPromotionCodeRow = typeof billingPromotionCodes.$inferSelect;
export type NewBillingPromotionCodeRow = typeof billingPromotionCodes.$inferInsert;
