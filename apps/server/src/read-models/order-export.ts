import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orders, users } from '../db/schema';
import { after, BATCH, batches, type InstantRange, keyOf } from './export-batches';

/** The orders' export: a salon's orders placed within the range. */
export function orderExportRows(db: Database, salonId: string, range: InstantRange) {
  return batches((last) =>
    db
      .select({
        id: orders.id,
        keyAt: keyOf(orders.createdAt),
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paidAt: orders.paidAt,
        customerName: users.name,
        customerEmail: users.email,
        items: sql<string>`coalesce((select string_agg(${orderItems.quantity} || ' × ' || ${orderItems.productName}, '; ' order by ${orderItems.position}) from ${orderItems} where ${orderItems.salonId} = ${orders.salonId} and ${orderItems.orderId} = ${orders.id}), '')`,
        amountCents: orders.amountCents,
        discountCents: orders.discountCents,
        couponCode: orders.couponCode,
        otherAmountCents: orders.otherAmountCents,
        totalAmountCents: orders.totalAmountCents,
        currency: orders.currency,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.customerId))
      .where(
        and(
          eq(orders.salonId, salonId),
          range.from ? gte(orders.createdAt, range.from) : undefined,
          range.to ? lt(orders.createdAt, range.to) : undefined,
          after(orders.createdAt, orders.id, last),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(BATCH),
  );
}
