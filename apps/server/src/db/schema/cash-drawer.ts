import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { tenantKey } from './tenant-columns';

// The desk's cash drawer (area cash-drawer): a day from its opening float to its cash-up, and the cash
// put in and taken out meanwhile. Amounts are integer minor units of the salon's currency.

export const cashDays = pgTable(
  'cash_days',
  {
    ...tenantKey(),
    /** The day in the salon's zone. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull(),
    floatMinor: bigint('float_minor', { mode: 'number' }).notNull(),
    /** Where the drawer's cash starts counting: the previous day's close (or this day's opening). */
    countsFrom: instant('counts_from').notNull(),
    openedAt: instant('opened_at').notNull().defaultNow(),
    openedBy: uuid('opened_by'),
    openedByName: text('opened_by_name').notNull().default(''),
    /** Kept at the cash-up: what the figures were then, so a closed day never changes. */
    cashSalesMinor: bigint('cash_sales_minor', { mode: 'number' }),
    cashRefundsMinor: bigint('cash_refunds_minor', { mode: 'number' }),
    expectedMinor: bigint('expected_minor', { mode: 'number' }),
    countedMinor: bigint('counted_minor', { mode: 'number' }),
    note: text('note').notNull().default(''),
    closedAt: instant('closed_at'),
    closedBy: uuid('closed_by'),
    closedByName: text('closed_by_name').notNull().default(''),
  },
  (table) => [
    primaryKey({ name: 'cash_days_pkey', columns: [table.id, table.salonId] }),
    uniqueIndex('cash_days_date_unique').on(table.salonId, table.businessDate),
    // One drawer open at a time per salon.
    uniqueIndex('cash_days_open_unique')
      .on(table.salonId)
      .where(sql`${table.status} = 'open'`),
    index('cash_days_closed_idx').on(table.salonId, table.closedAt),
    check('cash_days_status_check', sql`${table.status} in ('open', 'closed')`),
    check(
      'cash_days_closed_check',
      sql`(${table.status} = 'closed') = (${table.closedAt} is not null and ${table.countedMinor} is not null)`,
    ),
  ],
);

export const cashMovements = pgTable(
  'cash_movements',
  {
    ...tenantKey(),
    dayId: uuid('day_id').notNull(),
    kind: text('kind').$type<'in' | 'out'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'cash_movements_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'cash_movements_day_fk',
      columns: [table.dayId, table.salonId],
      foreignColumns: [cashDays.id, cashDays.salonId],
    }).onDelete('cascade'),
    uniqueIndex('cash_movements_key_unique').on(table.salonId, table.idempotencyKey),
    index('cash_movements_day_idx').on(table.salonId, table.dayId),
    check('cash_movements_kind_check', sql`${table.kind} in ('in', 'out')`),
    check('cash_movements_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

export type CashDayRow = typeof cashDays.$inferSelect;
export type CashMovementRow = typeof cashMovements.$inferSelect;
