import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readPage, windowOf, type PageRows } from '../../db/paging';
import {
  receiptCounters,
  saleLines,
  salePayments,
  sales,
  saleSettings,
  saleTips,
  type SaleLineRow,
  type SalePaymentRow,
  type SaleRow,
  type SaleSettingsRow,
  type SaleTipRow,
} from '../../db/schema';
import { SaleRefundRepository, type SaleRefundRecord } from './refund-repository';

export type NewSaleRow = typeof sales.$inferInsert;
export type NewSaleLineRow = Omit<typeof saleLines.$inferInsert, 'salonId' | 'saleId' | 'position'>;
export type NewSalePaymentRow = typeof salePayments.$inferInsert;
/** What the owner sets; the reader location is the platform's to register. */
export type SaleSettingsValues = Omit<
  SaleSettingsRow,
  'salonId' | 'createdAt' | 'updatedAt' | 'readerLocation'
>;

/** A sale with what its answer shows: its lines, tips, payments and refunds. */
export interface SaleRecord extends SaleRow {
  lines: SaleLineRow[];
  tips: SaleTipRow[];
  payments: SalePaymentRow[];
  refunds: SaleRefundRecord[];
}

/** The sales module's tables. Every query takes the salon id; writes that go together take a `tx`. */
export class SaleRepository {
  constructor(private readonly db: Database) {}

  /** The handle this repository reads through: the module's other repositories share it. */
  get database(): Database {
    return this.db;
  }

  transaction<T>(work: (tx: SaleRepository, db: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new SaleRepository(tx), tx));
  }

  async settings(salonId: string): Promise<SaleSettingsRow | undefined> {
    const [row] = await this.db.select().from(saleSettings).where(eq(saleSettings.salonId, salonId));
    return row;
  }

  async saveSettings(salonId: string, values: SaleSettingsValues): Promise<SaleSettingsRow> {
    const [row] = await this.db
      .insert(saleSettings)
      .values({ salonId, ...values })
      .onConflictDoUpdate({ target: saleSettings.salonId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  }

  /** Inserts a sale unless its key or its appointment already has one; answers the sale either way. */
  async insertOnce(row: NewSaleRow): Promise<{ sale: SaleRow; created: boolean }> {
    const [inserted] = await this.db.insert(sales).values(row).onConflictDoNothing().returning();
    if (inserted) return { sale: inserted, created: true };
    const [existing] = await this.db
      .select()
      .from(sales)
      .where(
        and(
          eq(sales.salonId, row.salonId),
          row.appointmentId
            ? and(eq(sales.appointmentId, row.appointmentId), ne(sales.status, 'voided'))
            : eq(sales.idempotencyKey, row.idempotencyKey),
        ),
      )
      .orderBy(desc(sales.createdAt))
      .limit(1);
    if (!existing) throw new Error('A sale conflicted on insert but cannot be found');
    return { sale: existing, created: false };
  }

  async find(salonId: string, saleId: string): Promise<SaleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sales)
      .where(and(eq(sales.salonId, salonId), eq(sales.id, saleId)));
    return row;
  }

  /** The sale, locked for the rest of the transaction: its changes and payments take turns. */
  async lock(salonId: string, saleId: string): Promise<SaleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sales)
      .where(and(eq(sales.salonId, salonId), eq(sales.id, saleId)))
      .for('update');
    return row;
  }

  async record(salonId: string, sale: SaleRow): Promise<SaleRecord> {
    // One after another: inside a transaction the reads share its one connection.
    const lines = await this.db
      .select()
      .from(saleLines)
      .where(and(eq(saleLines.salonId, salonId), eq(saleLines.saleId, sale.id)))
      .orderBy(asc(saleLines.position));
    const tips = await this.db
      .select()
      .from(saleTips)
      .where(and(eq(saleTips.salonId, salonId), eq(saleTips.saleId, sale.id)))
      .orderBy(asc(saleTips.stylistName));
    const payments = await this.db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.salonId, salonId), eq(salePayments.saleId, sale.id)))
      .orderBy(asc(salePayments.createdAt), asc(salePayments.id));
    const refunds =
      sale.status === 'paid' || sale.status === 'refunded'
        ? await new SaleRefundRepository(this.db).ofSale(salonId, sale.id)
        : [];
    return { ...sale, lines, tips, payments, refunds };
  }

  async update(salonId: string, saleId: string, changes: Partial<NewSaleRow>): Promise<SaleRow> {
    const [row] = await this.db
      .update(sales)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(sales.salonId, salonId), eq(sales.id, saleId)))
      .returning();
    return row!;
  }

  /** The sale's lines and tips as given, in place of the old ones. */
  async replaceLines(
    salonId: string,
    saleId: string,
    lines: readonly NewSaleLineRow[],
    tips: ReadonlyArray<Omit<SaleTipRow, 'salonId' | 'saleId'>>,
  ): Promise<void> {
    await this.db.delete(saleLines).where(and(eq(saleLines.salonId, salonId), eq(saleLines.saleId, saleId)));
    await this.db.delete(saleTips).where(and(eq(saleTips.salonId, salonId), eq(saleTips.saleId, saleId)));
    if (lines.length > 0) {
      await this.db
        .insert(saleLines)
        .values(lines.map((line, position) => ({ ...line, salonId, saleId, position })));
    }
    const tipping = tips.filter((tip) => tip.amountMinor > 0);
    if (tipping.length > 0) {
      await this.db.insert(saleTips).values(tipping.map((tip) => ({ ...tip, salonId, saleId })));
    }
  }

  async paymentByKey(salonId: string, key: string): Promise<SalePaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.salonId, salonId), eq(salePayments.idempotencyKey, key)));
    return row;
  }

  /** Inserts a payment unless its key was used: answers the key's payment and whether it is this one. */
  async insertPayment(row: NewSalePaymentRow): Promise<{ payment: SalePaymentRow; created: boolean }> {
    const [inserted] = await this.db.insert(salePayments).values(row).onConflictDoNothing().returning();
    if (inserted) return { payment: inserted, created: true };
    return { payment: (await this.paymentByKey(row.salonId, row.idempotencyKey))!, created: false };
  }

  async settlePayment(
    salonId: string,
    paymentId: string,
    changes: Pick<SalePaymentRow, 'status'> & Partial<Pick<SalePaymentRow, 'detail' | 'providerId'>>,
  ): Promise<SalePaymentRow> {
    const [row] = await this.db
      .update(salePayments)
      .set(changes)
      .where(and(eq(salePayments.salonId, salonId), eq(salePayments.id, paymentId)))
      .returning();
    return row!;
  }

  /**
   * The salon's next receipt number. The counter's row stays locked until the transaction ends, so sales
   * paid at the same moment take turns, and a transaction that rolls back gives its number back: no gap.
   */
  async nextReceiptNumber(salonId: string): Promise<number> {
    const [row] = await this.db
      .insert(receiptCounters)
      .values({ salonId, lastNumber: 1 })
      .onConflictDoUpdate({
        target: receiptCounters.salonId,
        set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
      })
      .returning({ number: receiptCounters.lastNumber });
    return row!.number;
  }

  /** Newest first; `stylistId`: only the sales with a line or a tip of that stylist. */
  async list(
    salonId: string,
    page: { pageNumber: number; pageSize: number; status?: SaleRow['status']; stylistId?: string },
  ): Promise<PageRows<SaleRow & { items: string }>> {
    // Raw names: inside a subquery drizzle would leave the outer table's columns unqualified.
    const ofStylist = page.stylistId
      ? sql`(exists (select 1 from sale_lines l where l.salon_id = sales.salon_id and l.sale_id = sales.id and l.stylist_id = ${page.stylistId})
          or exists (select 1 from sale_tips t where t.salon_id = sales.salon_id and t.sale_id = sales.id and t.stylist_id = ${page.stylistId}))`
      : undefined;
    const where = and(
      eq(sales.salonId, salonId),
      page.status ? eq(sales.status, page.status) : undefined,
      ofStylist,
    );
    const items = sql<string>`coalesce((select string_agg(l.name, ', ' order by l.position) from sale_lines l where l.salon_id = sales.salon_id and l.sale_id = sales.id), '')`;
    const { rows, total } = await readPage(
      windowOf(page),
      this.db
        .select({ sale: sales, items })
        .from(sales)
        .where(where)
        .orderBy(desc(sales.createdAt), desc(sales.id)),
      this.db.select({ value: count() }).from(sales).where(where),
    );
    return { rows: rows.map((row) => ({ ...row.sale, items: row.items })), total };
  }

  /** The paid sales' money of appointments, for the appointment's payments view. */
  async paidForAppointments(salonId: string, appointmentIds: string[]): Promise<SaleRow[]> {
    if (appointmentIds.length === 0) return [];
    return this.db
      .select()
      .from(sales)
      .where(
        and(
          eq(sales.salonId, salonId),
          inArray(sales.appointmentId, appointmentIds),
          eq(sales.status, 'paid'),
        ),
      );
  }
}
