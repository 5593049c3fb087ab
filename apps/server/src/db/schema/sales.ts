import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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

// The front desk (area sales): a salon's taxes, its sales with their lines, tips, payments and refunds,
// the counter its receipts are numbered from, and the report's daily rollups. Amounts are integer minor
// units of the sale's currency.

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
  /** The salon's card readers' Terminal location (tml_...), registered by the platform; null: none yet. */
  readerLocation: text('reader_location'),
  ...timestamps(),
});

export const sales = pgTable(
  'sales',
  {
    ...tenantKey(),
    status: text('status').$type<'open' | 'paid' | 'refunded' | 'voided'>().notNull().default('open'),
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
    /** Given back at the desk so far, the tip included (`sale_refunds`). */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    /** Why an open sale was voided ('' otherwise). */
    voidReason: text('void_reason').notNull().default(''),
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
    index('sales_salon_paid_idx').on(table.salonId, table.paidAt),
    check('sales_status_check', sql`${table.status} in ('open', 'paid', 'refunded', 'voided')`),
    check(
      'sales_paid_receipt_check',
      sql`(${table.status} in ('paid', 'refunded')) = (${table.receiptNumber} is not null)`,
    ),
    check('sales_paid_check', sql`${table.paidMinor} >= 0 and ${table.paidMinor} <= ${table.totalMinor}`),
    check(
      'sales_refunded_check',
      sql`${table.refundedMinor} >= 0 and ${table.refundedMinor} <= ${table.paidMinor}`,
    ),
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
    /** Taken on a card reader: `providerId` is the reader's PaymentIntent from the first tap on. */
    reader: boolean('reader').notNull().default(false),
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
    // The cash drawer's sums of a day's cash.
    index('sale_payments_method_idx').on(table.salonId, table.method, table.createdAt),
    check('sale_payments_method_check', sql`${table.method} in ('card', 'cash', 'other')`),
    check('sale_payments_status_check', sql`${table.status} in ('pending', 'paid', 'declined')`),
    check('sale_payments_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** A refund of a paid sale: its own number from the receipt counter, once per key. */
export const saleRefunds = pgTable(
  'sale_refunds',
  {
    ...tenantKey(),
    saleId: uuid('sale_id').notNull(),
    number: integer('number').notNull(),
    /** What was given back; `kept_minor`: the part of the lines' worth the online deposit paid. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    keptMinor: bigint('kept_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    tipMinor: bigint('tip_minor', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    restocked: boolean('restocked').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'sale_refunds_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'sale_refunds_sale_fk',
      columns: [table.saleId, table.salonId],
      foreignColumns: [sales.id, sales.salonId],
    }).onDelete('cascade'),
    uniqueIndex('sale_refunds_key_unique').on(table.salonId, table.idempotencyKey),
    index('sale_refunds_sale_idx').on(table.salonId, table.saleId),
    check('sale_refunds_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/** The units of a line a refund gave back, and their share of the line's money and tax. */
export const saleRefundLines = pgTable(
  'sale_refund_lines',
  {
    salonId: ownerSalonId(),
    refundId: uuid('refund_id').notNull(),
    lineId: uuid('line_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'sale_refund_lines_pkey', columns: [table.salonId, table.refundId, table.lineId] }),
    foreignKey({
      name: 'sale_refund_lines_refund_fk',
      columns: [table.refundId, table.salonId],
      foreignColumns: [saleRefunds.id, saleRefunds.salonId],
    }).onDelete('cascade'),
  ],
);

/**
 * What a refund gives back through one of the sale's payments. Cash and other ways are given at once; a
 * card's is `pending` until the provider answers, asked again by the refund job with backoff (`due_at`).
 */
export const saleRefundPayments = pgTable(
  'sale_refund_payments',
  {
    ...tenantKey(),
    refundId: uuid('refund_id').notNull(),
    saleId: uuid('sale_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    method: text('method').$type<'card' | 'cash' | 'other'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'refunded' | 'failed'>().notNull(),
    detail: text('detail').notNull().default(''),
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: instant('due_at'),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'sale_refund_payments_pkey', columns: [table.id, table.salonId] }),
    foreignKey({
      name: 'sale_refund_payments_refund_fk',
      columns: [table.refundId, table.salonId],
      foreignColumns: [saleRefunds.id, saleRefunds.salonId],
    }).onDelete('cascade'),
    index('sale_refund_payments_refund_idx').on(table.salonId, table.refundId),
    index('sale_refund_payments_method_idx').on(table.salonId, table.method, table.createdAt),
    index('sale_refund_payments_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
    check('sale_refund_payments_method_check', sql`${table.method} in ('card', 'cash', 'other')`),
    check('sale_refund_payments_status_check', sql`${table.status} in ('pending', 'refunded', 'failed')`),
    check('sale_refund_payments_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The sales report's rollups: per salon, day (in the salon's zone) and what is counted, kept in the
 * transactions that pay and refund sales, so a report over years reads a few thousand rows.
 * `kind`: `sale` (stylist_key '' for the whole salon, or a stylist: their lines and tips), `line` (a
 * service or product, per stylist), `payment` (per method, item_key the method).
 */
export const saleDayTotals = pgTable(
  'sale_day_totals',
  {
    salonId: ownerSalonId(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'sale' | 'line' | 'payment'>().notNull(),
    stylistKey: text('stylist_key').notNull(),
    itemKey: text('item_key').notNull(),
    lineKind: text('line_kind').notNull().default(''),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull().default(0),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    tipMinor: bigint('tip_minor', { mode: 'number' }).notNull().default(0),
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    refundTaxMinor: bigint('refund_tax_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'sale_day_totals_pkey',
      columns: [table.salonId, table.kind, table.day, table.stylistKey, table.itemKey],
    }),
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
export type SaleRefundRow = typeof saleRefunds.$inferSelect;
export type SaleRefundLineRow = typeof saleRefundLines.$inferSelect;
export type SaleRefundPaymentRow = typeof saleRefundPayments.$inferSelect;
export type SaleDayTotalRow = typeof saleDayTotals.$inferSelect;
