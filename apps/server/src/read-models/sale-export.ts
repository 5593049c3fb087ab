import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { saleLines, sales } from '../db/schema';
import { after, BATCH, batches, type InstantRange, keyOf } from './export-batches';

/** The sales' export: one row per line of the sales paid within the range, the sale's figures beside it. */
export function saleExportRows(db: Database, salonId: string, range: InstantRange) {
  return batches((last) =>
    db
      .select({
        id: saleLines.id,
        keyAt: keyOf(sales.paidAt),
        receiptNumber: sales.receiptNumber,
        paidAt: sales.paidAt,
        status: sales.status,
        currency: sales.currency,
        clientName: sales.clientName,
        kind: saleLines.kind,
        name: saleLines.name,
        stylistName: saleLines.stylistName,
        quantity: saleLines.quantity,
        unitPriceMinor: saleLines.unitPriceMinor,
        discountMinor: saleLines.discountMinor,
        taxMinor: saleLines.taxMinor,
        totalMinor: saleLines.totalMinor,
        refundedQuantity:
          sql<number>`coalesce((select sum(r.quantity) from sale_refund_lines r where r.salon_id = ${saleLines.salonId} and r.line_id = ${saleLines.id}), 0)::int`.mapWith(
            Number,
          ),
        saleTipMinor: sales.tipMinor,
        saleTotalMinor: sales.totalMinor,
        saleRefundedMinor: sales.refundedMinor,
      })
      .from(saleLines)
      .innerJoin(sales, and(eq(sales.salonId, saleLines.salonId), eq(sales.id, saleLines.saleId)))
      .where(
        and(
          eq(saleLines.salonId, salonId),
          eq(sales.salonId, salonId),
          inArray(sales.status, ['paid', 'refunded']),
          range.from ? gte(sales.paidAt, range.from) : undefined,
          range.to ? lt(sales.paidAt, range.to) : undefined,
          after(sales.paidAt, saleLines.id, last),
        ),
      )
      .orderBy(asc(sales.paidAt), asc(saleLines.id))
      .limit(BATCH),
  );
}
