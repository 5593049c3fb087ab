import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { SalesReportGroup } from '@salon/api/sales/report-schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { saleDayTotals } from '../../db/schema';

export interface ReportFigures {
  key: string;
  label: string;
  quantity: number;
  salesMinor: number;
  taxMinor: number;
  tipMinor: number;
  refundMinor: number;
  refundTaxMinor: number;
}

const t = saleDayTotals;
const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** The sales report's reads of the daily rollups (`sale_day_totals`): a few rows per day, whatever the sales. */
export class SaleReportRepository {
  constructor(private readonly db: Database) {}

  /** One row per group; `stylistId`: only that stylist's lines, sales and tips. */
  async grouped(
    salonId: string,
    range: { from: string; to: string },
    by: SalesReportGroup,
    stylistId: string | null,
  ): Promise<ReportFigures[]> {
    const inRange = and(eq(t.salonId, salonId), gte(t.day, range.from), lte(t.day, range.to));
    const own = stylistId ? eq(t.stylistKey, stylistId) : undefined;
    const where: Record<SalesReportGroup, SQL | undefined> = {
      day: and(inRange, eq(t.kind, 'sale'), eq(t.stylistKey, stylistId ?? '')),
      stylist: and(inRange, eq(t.kind, 'sale'), ne(t.stylistKey, ''), own),
      service: and(inRange, eq(t.kind, 'line'), eq(t.lineKind, 'service'), own),
      product: and(inRange, eq(t.kind, 'line'), eq(t.lineKind, 'product'), own),
      method: and(inRange, eq(t.kind, 'payment')),
    };
    const key =
      by === 'day'
        ? sql<string>`${t.day}::text`
        : by === 'stylist'
          ? sql<string>`${t.stylistKey}`
          : sql<string>`${t.itemKey}`;
    const rows = await this.db
      .select({
        key,
        // The latest name a stylist or an item had in the range.
        label: sql<string>`(array_agg(${t.label} order by ${t.day} desc))[1]`,
        quantity: total(t.quantity),
        salesMinor: total(t.salesMinor),
        taxMinor: total(t.taxMinor),
        tipMinor: total(t.tipMinor),
        refundMinor: total(t.refundMinor),
        refundTaxMinor: total(t.refundTaxMinor),
      })
      .from(t)
      .where(where[by])
      .groupBy(key)
      .orderBy(by === 'day' ? asc(key) : desc(total(t.salesMinor)), asc(key));
    return rows.map((row) => ({ ...row, label: by === 'day' ? row.key : row.label }));
  }

  /** The range's whole figures: the salon's, or one stylist's. */
  async totals(
    salonId: string,
    range: { from: string; to: string },
    stylistId: string | null,
  ): Promise<ReportFigures> {
    const [row] = await this.db
      .select({
        quantity: total(t.quantity),
        salesMinor: total(t.salesMinor),
        taxMinor: total(t.taxMinor),
        tipMinor: total(t.tipMinor),
        refundMinor: total(t.refundMinor),
        refundTaxMinor: total(t.refundTaxMinor),
      })
      .from(t)
      .where(
        and(
          eq(t.salonId, salonId),
          eq(t.kind, 'sale'),
          eq(t.stylistKey, stylistId ?? ''),
          gte(t.day, range.from),
          lte(t.day, range.to),
        ),
      );
    return { key: '', label: '', ...row! };
  }
}
