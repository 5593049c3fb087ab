import { and, asc, eq, gt, inArray, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  saleDayTotals,
  salePayments,
  saleRefundLines,
  saleRefundPayments,
  saleRefunds,
  type SaleRefundLineRow,
  type SaleRefundPaymentRow,
  type SaleRefundRow,
} from '../../db/schema';
import type { DayTotal } from './day-totals';

export type NewSaleRefundRow = typeof saleRefunds.$inferInsert;
export type NewSaleRefundPaymentRow = typeof saleRefundPayments.$inferInsert;

/** A refund with what it gave back: its lines and its payments. */
export interface SaleRefundRecord extends SaleRefundRow {
  lines: SaleRefundLineRow[];
  payments: SaleRefundPaymentRow[];
}

/** The sales module's refund tables and the report's rollups. Writes that go together take a `tx`. */
export class SaleRefundRepository {
  constructor(private readonly db: Database) {}

  async byKey(salonId: string, key: string): Promise<SaleRefundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(saleRefunds)
      .where(and(eq(saleRefunds.salonId, salonId), eq(saleRefunds.idempotencyKey, key)));
    return row;
  }

  /** The sale's refunds, oldest first, with their lines and payments. */
  async ofSale(salonId: string, saleId: string): Promise<SaleRefundRecord[]> {
    const refunds = await this.db
      .select()
      .from(saleRefunds)
      .where(and(eq(saleRefunds.salonId, salonId), eq(saleRefunds.saleId, saleId)))
      .orderBy(asc(saleRefunds.number));
    if (refunds.length === 0) return [];
    const ids = refunds.map((refund) => refund.id);
    const lines = await this.db
      .select()
      .from(saleRefundLines)
      .where(and(eq(saleRefundLines.salonId, salonId), inArray(saleRefundLines.refundId, ids)));
    const payments = await this.db
      .select()
      .from(saleRefundPayments)
      .where(and(eq(saleRefundPayments.salonId, salonId), inArray(saleRefundPayments.refundId, ids)))
      .orderBy(asc(saleRefundPayments.createdAt), asc(saleRefundPayments.id));
    return refunds.map((refund) => ({
      ...refund,
      lines: lines.filter((line) => line.refundId === refund.id),
      payments: payments.filter((payment) => payment.refundId === refund.id),
    }));
  }

  async insert(
    refund: NewSaleRefundRow,
    lines: ReadonlyArray<Omit<SaleRefundLineRow, 'salonId' | 'refundId'>>,
    payments: ReadonlyArray<Omit<NewSaleRefundPaymentRow, 'salonId' | 'refundId' | 'saleId'>>,
  ): Promise<SaleRefundRow> {
    const [row] = await this.db.insert(saleRefunds).values(refund).returning();
    const { salonId, saleId } = refund;
    if (lines.length > 0) {
      await this.db
        .insert(saleRefundLines)
        .values(lines.map((line) => ({ ...line, salonId, refundId: row!.id })));
    }
    if (payments.length > 0) {
      await this.db
        .insert(saleRefundPayments)
        .values(payments.map((payment) => ({ ...payment, salonId, saleId, refundId: row!.id })));
    }
    return row!;
  }

  /** Adds a paid sale's or a refund's figures to their days' rollups. */
  async addDayTotals(salonId: string, rows: readonly DayTotal[]): Promise<void> {
    if (rows.length === 0) return;
    const add = (column: string) => sql.raw(`"sale_day_totals"."${column}" + excluded."${column}"`);
    await this.db
      .insert(saleDayTotals)
      .values(rows.map((row) => ({ ...row, salonId })))
      .onConflictDoUpdate({
        target: [
          saleDayTotals.salonId,
          saleDayTotals.kind,
          saleDayTotals.day,
          saleDayTotals.stylistKey,
          saleDayTotals.itemKey,
        ],
        set: {
          label: sql.raw('excluded."label"'),
          quantity: add('quantity'),
          salesMinor: add('sales_minor'),
          taxMinor: add('tax_minor'),
          tipMinor: add('tip_minor'),
          refundMinor: add('refund_minor'),
          refundTaxMinor: add('refund_tax_minor'),
        },
      });
  }

  /**
   * One claim of the refund job: card refunds due at `now`, locked with `FOR UPDATE SKIP LOCKED` and
   * leased until `leaseUntil` so that no other instance calls the provider for them meanwhile.
   */
  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<SaleRefundPaymentRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(saleRefundPayments)
        .where(
          and(
            eq(saleRefundPayments.status, 'pending'),
            isNotNull(saleRefundPayments.dueAt),
            lte(saleRefundPayments.dueAt, now),
          ),
        )
        .orderBy(asc(saleRefundPayments.dueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await tx
          .update(saleRefundPayments)
          .set({ dueAt: leaseUntil })
          .where(and(eq(saleRefundPayments.salonId, row.salonId), eq(saleRefundPayments.id, row.id)));
      }
      return due;
    });
  }

  async settlePayment(
    salonId: string,
    id: string,
    changes: Partial<
      Pick<SaleRefundPaymentRow, 'status' | 'providerId' | 'attempts' | 'dueAt' | 'lastError'>
    >,
  ): Promise<void> {
    await this.db
      .update(saleRefundPayments)
      .set(changes)
      .where(and(eq(saleRefundPayments.salonId, salonId), eq(saleRefundPayments.id, id)));
  }

  /** The provider's id of the sale payment a card refund gives back through. */
  async providerIdOf(salonId: string, paymentId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ providerId: salePayments.providerId })
      .from(salePayments)
      .where(and(eq(salePayments.salonId, salonId), eq(salePayments.id, paymentId)));
    return row?.providerId ?? null;
  }

  /**
   * Cash the desk took and gave back after `after` (up to `until`, when given): what the cash drawer
   * expects of the sales. Both are dated by the database.
   */
  async cashBetween(
    salonId: string,
    after: Date,
    until: Date | null,
  ): Promise<{ salesMinor: number; refundsMinor: number }> {
    const [taken] = await this.db
      .select({ value: sum(salePayments.amountMinor) })
      .from(salePayments)
      .where(
        and(
          eq(salePayments.salonId, salonId),
          eq(salePayments.method, 'cash'),
          eq(salePayments.status, 'paid'),
          gt(salePayments.createdAt, after),
          until ? lte(salePayments.createdAt, until) : undefined,
        ),
      );
    const [given] = await this.db
      .select({ value: sum(saleRefundPayments.amountMinor) })
      .from(saleRefundPayments)
      .where(
        and(
          eq(saleRefundPayments.salonId, salonId),
          eq(saleRefundPayments.method, 'cash'),
          eq(saleRefundPayments.status, 'refunded'),
          gt(saleRefundPayments.createdAt, after),
          until ? lte(saleRefundPayments.createdAt, until) : undefined,
        ),
      );
    return { salesMinor: Number(taken?.value ?? 0), refundsMinor: Number(given?.value ?? 0) };
  }
}
