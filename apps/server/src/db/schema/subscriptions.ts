import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { tenantKey } from './tenant-columns';

export type SubscriptionIntervalValue = 'month' | 'year';
/** The provider's status, kept in step by its webhooks: `incomplete` until the first payment succeeded. */
export type SubscriptionStatusValue = 'incomplete' | 'active' | 'past_due' | 'canceled';

/**
 * A salon's platform subscription: the record the app reads (My Profile's plan, the admin's Salon list
 * and Salon Subscription cards, the ended-subscription rule). The billing provider's webhooks keep it in
 * step (`modules/subscriptions`). `active` is true once the first payment succeeded and until the
 * provider ends it; the cards show Active while `active` and not expired.
 */
export const salonSubscriptions = pgTable(
  'salon_subscriptions',
  {
    ...tenantKey(),
    planName: text('plan_name').notNull(),
    /** Money in integer cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    interval: text('interval').$type<SubscriptionIntervalValue>().notNull(),
    startedAt: instant('started_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    active: boolean('active').notNull().default(true),
    status: text('status').$type<SubscriptionStatusValue>().notNull().default('active'),
    /** The owner (or the admin) cancelled: it ends when the period does. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The billing package and plan (provider product and price ids); null for the demo's and older rows. */
    packageId: text('package_id'),
    planId: text('plan_id'),
    /** The provider's customer of the salon and its subscription (Stripe `cus_…`, `sub_…`). */
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'salon_subscriptions_pkey', columns: [table.id, table.salonId] }),
    index('salon_subscriptions_salon_idx').on(table.salonId),
    uniqueIndex('salon_subscriptions_provider_subscription_unique').on(
      table.salonId,
      table.providerSubscriptionId,
    ),
    check(
      'salon_subscriptions_status_check',
      sql`${table.status} in ('incomplete', 'active', 'past_due', 'canceled')`,
    ),
    check('salon_subscriptions_interval_check', sql`${table.interval} in ('month', 'year')`),
    check('salon_subscriptions_amount_check', sql`${table.amountCents} >= 0`),
    check('salon_subscriptions_period_check', sql`${table.expiresAt} > ${table.startedAt}`),
  ],
);

/** Billing webhook events already processed (Stripe event ids): a redelivered event changes nothing. */
export const subscriptionEvents = pgTable('subscription_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

export type SalonSubscriptionRow = typeof salonSubscriptions.$inferSelect;
export type NewSalonSubscriptionRow = typeof salonSubscriptions.$inferInsert;

export type SalonPaymentStatusValue = 'pending' | 'paid' | 'failed';

/**
 * A salon's payments for its subscription (My Profile's billing history): the first payment, written
 * with the sign-up and paid when the sign-up completes, and each renewal. With Stripe a row is its
 * invoice (`provider_invoice_id`, `hosted_invoice_url`), kept in step by `invoice.paid`.
 */
export const salonPayments = pgTable(
  'salon_payments',
  {
    ...tenantKey(),
    /** The plan's name as it was charged. */
    planName: text('plan_name').notNull(),
    interval: text('interval').$type<SubscriptionIntervalValue>().notNull(),
    /** Money in integer cents: what was charged (after the discount) and the discount. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').$type<SalonPaymentStatusValue>().notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    paidAt: instant('paid_at'),
    providerInvoiceId: text('provider_invoice_id'),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'salon_payments_pkey', columns: [table.id, table.salonId] }),
    index('salon_payments_salon_idx').on(table.salonId, table.createdAt),
    uniqueIndex('salon_payments_invoice_unique').on(table.salonId, table.providerInvoiceId),
    check('salon_payments_status_check', sql`${table.status} in ('pending', 'paid', 'failed')`),
    check('salon_payments_interval_check', sql`${table.interval} in ('month', 'year')`),
    check('salon_payments_amount_check', sql`${table.amountCents} >= 0 and ${table.discountCents} >= 0`),
  ],
);

export type SalonPaymentRow = typeof salonPayments.$inferSelect;
