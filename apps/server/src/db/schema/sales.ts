import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, timestamps } from './columns';
import { ownerSalonId, tenantKey } from './tenant-columns';

// The front desk (area sales): a salon's taxes, its sales with their lines, tips and payments, and the
// counter its receipts are numbered from. Amounts are integer minor units of the sale's currency.

export interface SaleDiscountValue {
  kind: 'percent' | 'amount';
  value: number;
}

export type SaleTipValue = { kind: 'none' } | { kind: 'percent' | 'amount'; value: number };

/** What a paid sale's receipt prints of the salon, as it was when the sale was paid. */
export interface ReceiptHeaderValue {
  salonName: string;
  address: string;
  taxNumber: string;
  taxLabel: string;
}

/** One row per salon that set its taxes; a salon without one sells without tax. */
export const saleSettings = pgTable('sale_settings', {
  salonId: ownerSalonId().primaryKey(),
  taxLabel: text('tax_label').notNull(),
  taxNumber: text('tax_number').notNull().default(''),
  /** Basis points (2000 = 20 %) and whether prices include the tax, per kind of line. */
  serviceTaxBp: integer('service_tax_bp').notNull(),
  serviceTaxInclusive: boolean('service_tax_inclusive').notNull(),
  productTaxBp: integer('product_tax_bp').notNull(),
  productTaxInclusive: boolean('product_tax_inclusive').notNull(),
  /** Whole per cents the checkout's tip section offers. */
  tipPresets: jsonb('tip_presets').$type<number[]>().notNull(),
  ...timestamps(),
});

export const sales = pgTable(
  'sales',
  {
    ...tenantKey(),
    status: text('status').$type<'open' | 'paid' | 'voided'>().notNull().default('open'),
    currency: text('currency').notNull(),
    /** The appointment checked out (a visit's first part stands for the visit); null for a walk-in. */
    appointmentId: uuid('appointment_id'),
    visitId: uuid('visit_id'),
    clientUserId: uuid('client_user_id'),
    clientName: text('client_name').notNull().default(''),
    clientEmail: text('client_email').notNull().default(''),
    discount: jsonb('discount').$type<SaleDiscountValue>(),
    couponCode: text('coupon_code').notNull().default(''),
    tip: jsonb('tip').$type<SaleTipValue>().notNull().default({ kind: 'none' }),
    /** Whom the tip is split between; null: the visit's stylists. */
    tipStylistIds: jsonb('tip_stylist_ids').$type<string[]>(),
    /** The deposit the client paid online for the visit, netted off what is due. */
    prepaidMinor: bigint('prepaid_minor', { mode: 'number' }).notNull().default(0),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    tipMinor: bigint('tip_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    /** The desk's payments so far (the deposit not included). */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    /** Whether the products' stock was taken: by the payment that completes the sale, before its card is charged. */
    stockTaken: boolean('stock_taken').notNull().default(false),
    /** Gapless per salon, given when the sale is paid in full (`receipt_counters`). */
    receiptNumber: integer('receipt_number'),
    receipt: jsonb('receipt').$type<ReceiptHeaderValue>(),
    paidAt: instant('paid_at'),
    createdBy: uuid('created_by'),
    /** The tap of Start that made a walk-in sale: a retry finds it. */
    idempotencyKey: text('idempotency_key').notNull(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'sales_pkey', columns: [table.id, table.salonId] }),
    uniqueIndex('sales_salon_key_unique').on(table.salonId, table.idempotencyKey),
    uniqueIndex('sales_salon_receipt_unique').on(table.salonId, table.receiptNumber),
    // One live sale per appointment: Checkout twice opens the same sale.
    uniqueIndex('sales_salon_appointment_unique')
      .on(table.salonId, table.appointmentId)
      .where(sql`${table.appointmentId} is not null and ${table.status} <> 'voided'`),
    index('sales_salon_created_idx').on(table.salonId, table.createdAt),
    check('sales_status_check', sql`${table.status} in ('open', 'paid', 'voided')`),
    check('sales_paid_receipt_check', sql`(${table.status} = 'paid') = (${table.receiptNumber} is not null)`),
    check('sales_paid_check', sql`${table.paidMinor} >= 0 and ${table.paidMinor} <= ${table.totalMinor}`),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    ...tenantKey(),
    saleId: uuid('sale_id').notNull(),
    position: smallint('position').notNull(),
    kind: text('kind').$type<'service' | 'product'>().notNull(),
    itemId: uuid('item_id'),
    name: text('name').notNull(),
    stylistId: uuid('stylist_id'),
    stylistName: text('stylist_name').notNull().default(''),
    quantity: integer('quantity').notNull(),
    listPriceMinor: bigint('list_price_minor', { mode: 'number' }).notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    priceReason: text('price_reason').notNull().default(''),
    discount: jsonb('discount').$type<SaleDiscountValue>(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'sale_lines_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'sale_lines_sale_fk',
      columns: [table.saleId, table.salonId],
      foreignColumns: [sales.id, sales.salonId],
    }).onDelete('cascade'),
    uniqueIndex('sale_lines_position_unique').on(table.salonId, table.saleId, table.position),
    check('sale_lines_kind_check', sql`${table.kind} in ('service', 'product')`),
    check('sale_lines_quantity_check', sql`${table.quantity} between 1 and 100`),
  ],
);

export const saleTips = pgTable(
  'sale_tips',
  {
    salonId: ownerSalonId(),
    saleId: uuid('sale_id').notNull(),
    stylistId: uuid('stylist_id').notNull(),
    stylistName: text('stylist_name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'sale_tips_pkey', columns: [table.salonId, table.saleId, table.stylistId] }),
    foreignKey({
      name: 'sale_tips_sale_fk',
      columns: [table.saleId, table.salonId],
      foreignColumns: [sales.id, sales.salonId],
    }).onDelete('cascade'),
    index('sale_tips_stylist_idx').on(table.salonId, table.stylistId),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    ...tenantKey(),
    saleId: uuid('sale_id').notNull(),
    method: text('method').$type<'card' | 'cash' | 'other'>().notNull(),
    /** `pending` while the card provider is asked; `declined` payments charged nothing and count for nothing. */
    status: text('status').$type<'pending' | 'paid' | 'declined'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    tenderedMinor: bigint('tendered_minor', { mode: 'number' }).notNull().default(0),
    changeMinor: bigint('change_minor', { mode: 'number' }).notNull().default(0),
    /** The card ('Card •••• 4242'), the note of an other payment, or the bank's reason for a decline. */
    detail: text('detail').notNull().default(''),
    providerId: text('provider_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'sale_payments_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'sale_payments_sale_fk',
      columns: [table.saleId, table.salonId],
      foreignColumns: [sales.id, sales.salonId],
    }).onDelete('cascade'),
    uniqueIndex('sale_payments_key_unique').on(table.salonId, table.idempotencyKey),
    index('sale_payments_sale_idx').on(table.salonId, table.saleId),
    check('sale_payments_method_check', sql`${table.method} in ('card', 'cash', 'other')`),
    check('sale_payments_status_check', sql`${table.status} in ('pending', 'paid', 'declined')`),
    check('sale_payments_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** The last receipt number of each salon: taken under the row's lock in the paying transaction. */
export const receiptCounters = pgTable('receipt_counters', {
  salonId: ownerSalonId().primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export type SaleSettingsRow = typeof saleSettings.$inferSelect;
export type SaleRow = typeof sales.$inferSelect;
export type SaleLineRow = typeof saleLines.$inferSelect;
export type SaleTipRow = typeof saleTips.$inferSelect;
export type SalePaymentRow = typeof salePayments.$inferSelect;
