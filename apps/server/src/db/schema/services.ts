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
  text,
  type AnyPgColumn,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenantKey } from './tenant-columns';

/**
 * Categories ("main services", `parent_id` null) and the bookable services inside them, in one table
 * as the old product kept them. A service's parent must be a category of the same salon (composite
 * foreign key), and a category with services cannot be deleted (checked at the end of the statement, so deleting a whole salon still cascades).
 */
export type ServicePaymentPolicyValue = 'none' | 'deposit' | 'card';
export type DepositKindValue = 'percent' | 'fixed';

export const services = pgTable(
  'services',
  {
    ...tenantKey(),
    parentId: uuid('parent_id'),
    title: text('title').notNull(),
    description: text('description'),
    /** Money in integer cents. */
    chargesCents: bigint('charges_cents', { mode: 'number' }).notNull().default(0),
    requiredMinutes: integer('required_minutes').notNull().default(0),
    leadMinutes: integer('lead_minutes').notNull().default(0),
    breakMinutes: integer('break_minutes').notNull().default(0),
    enable: boolean('enable').notNull().default(true),
    /** 0-based position among the salon's categories, or among the category's services. */
    rank: integer('rank').notNull().default(0),
    /**
     * What a website booking of the service pays: nothing, a deposit, or a card kept on file
     * for the salon's no-show and late-cancellation fees.
     */
    paymentPolicy: text('payment_policy').$type<ServicePaymentPolicyValue>().notNull().default('none'),
    /** A deposit's kind: a percentage of the price, or a fixed amount; null unless `deposit`. */
    depositKind: text('deposit_kind').$type<DepositKindValue>(),
    /** The percentage (1-100) or the fixed amount in integer minor units. */
    depositValue: bigint('deposit_value', { mode: 'number' }),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'services_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'services_parent_fk',
      columns: [table.salonId, table.parentId],
      foreignColumns: [table.salonId, table.id] as [AnyPgColumn, AnyPgColumn],
    }).onDelete('no action'),
    index('services_salon_parent_rank_idx').on(table.salonId, table.parentId, table.rank),
    check('services_charges_check', sql`${table.chargesCents} >= 0`),
    // Also services_payment_policy_check (migration 0035): a deposit has its kind and value, a percent is
    // 1-100, a fixed amount above 0.
    check(
      'services_minutes_check',
      sql`${table.requiredMinutes} >= 0 and ${table.leadMinutes} >= 0 and ${table.breakMinutes} >= 0`,
    ),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
