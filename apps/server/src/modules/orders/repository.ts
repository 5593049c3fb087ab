import { MAX_STOCK } from '@salon/api/products/schemas';
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, users, type OrderRow, type PaymentStatusValue } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { containsPattern, readPage, windowOf, type PageRequest, type PageRows } from '../../db/paging';
import { productStockIn } from '../products';
import { findSalonRow } from '../../db/salon-rows';
import { selectWithCustomer, withItems } from './order-details';
import {
  ABANDONABLE,
  ABANDONABLE_SQL,
  type NewCheckoutOrder,
  OPEN_PAYMENT,
  type OrderWithDetails,
  type SendMail,
  StockShortError,
  VISIBLE_TO_CUSTOMER,
} from './order-rows';
import { recordEvent } from './payment-events';

/** How long an order placed by one salon's checkout waits for another's turn (it normally waits ms). */
const ORDER_LOCK_TIMEOUT = '5s';

/** Shop orders; every query takes the salon id. */
export class OrderRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; `filterValue` matches the order number (digits, with or without '#') or the customer's name. */
  async list(salonId: string, page: PageRequest): Promise<PageRows<OrderWithDetails>> {
    const filter = page.filterValue?.trim() ?? '';
    const number = /^#?\d{1,9}$/.test(filter) ? Number(filter.replace('#', '')) : undefined;
    const where = and(
      eq(orders.salonId, salonId),
      // The salon's list holds paid orders: one still at checkout or given up is not an order yet.
      eq(orders.paymentStatus, 'paid'),
      filter
        ? or(
            ilike(users.name, containsPattern(filter)),
            number !== undefined ? eq(orders.number, number) : undefined,
          )
        : undefined,
    );
    const { rows, total } = await readPage(
      windowOf(page),
      selectWithCustomer(this.db).where(where).orderBy(desc(orders.createdAt), desc(orders.number)),
      this.db
        .select({ value: count() })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.customerId))
        .where(where),
    );
    return { rows: await withItems(this.db, rows), total };
  }

  async find(salonId: string, id: string): Promise<OrderWithDetails | undefined> {
    const rows = await selectWithCustomer(this.db).where(and(eq(orders.salonId, salonId), eq(orders.id, id)));
    return (await withItems(this.db, rows))[0];
  }

  /**
   * Sets a paid order's status; when it becomes 'Completed' (from another status), `completed.mail` is
   * queued in the same transaction, so two owners completing it at once send one e-mail. False when the
   * salon has no such paid order.
   */
  async setStatus(
    salonId: string,
    id: string,
    status: OrderRow['status'],
    completed?: { mail: Mail | null; send: SendMail },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.salonId, salonId), eq(orders.id, id), eq(orders.paymentStatus, 'paid')))
        .for('update');
      if (!current) return false;
      await tx
        .update(orders)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(orders.salonId, salonId), eq(orders.id, id)));
      if (current.status !== 'Completed' && status === 'Completed' && completed?.mail) {
        await completed.send(completed.mail, tx);
      }
      return true;
    });
  }

  /** The customer's own orders, newest first: paid ones and ones still being paid. */
  async listForCustomer(
    salonId: string,
    customerId: string,
    page: PageRequest,
  ): Promise<PageRows<OrderWithDetails>> {
    const filter = page.filterValue?.trim() ?? '';
    const number = /^#?\d{1,9}$/.test(filter) ? Number(filter.replace('#', '')) : undefined;
    const where = and(
      eq(orders.salonId, salonId),
      eq(orders.customerId, customerId),
      inArray(orders.paymentStatus, VISIBLE_TO_CUSTOMER),
      filter ? (number !== undefined ? eq(orders.number, number) : sql`false`) : undefined,
    );
    const { rows, total } = await readPage(
      windowOf(page),
      selectWithCustomer(this.db).where(where).orderBy(desc(orders.createdAt), desc(orders.number)),
      this.db.select({ value: count() }).from(orders).where(where),
    );
    return { rows: await withItems(this.db, rows), total };
  }

  /** One of the customer's orders; another customer's (or salon's) is undefined. */
  async findForCustomer(
    salonId: string,
    customerId: string,
    id: string,
  ): Promise<OrderWithDetails | undefined> {
    const rows = await selectWithCustomer(this.db).where(
      and(eq(orders.salonId, salonId), eq(orders.customerId, customerId), eq(orders.id, id)),
    );
    return (await withItems(this.db, rows))[0];
  }

  async findByIdempotencyKey(
    salonId: string,
    customerId: string,
    key: string,
  ): Promise<OrderWithDetails | undefined> {
    const rows = await selectWithCustomer(this.db).where(
      and(eq(orders.salonId, salonId), eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)),
    );
    return (await withItems(this.db, rows))[0];
  }

  /**
   * Places an order in one transaction: takes each line's stock through the products repository's
   * conditional update (never below zero; a short line throws `StockShortError` and nothing is kept),
   * numbers the order, and writes it with its lines. Orders of one salon take turns on an advisory lock,
   * which makes the numbering safe and the idempotency check exact. Answers the existing order's id when
   * the customer's key was used before.
   */
  async place(order: NewCheckoutOrder): Promise<{ id: string; created: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${ORDER_LOCK_TIMEOUT}'`));
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`orders:${order.salonId}`}, 0))`);
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.salonId, order.salonId),
            eq(orders.customerId, order.customerId),
            eq(orders.idempotencyKey, order.idempotencyKey),
          ),
        );
      if (existing) return { id: existing.id, created: false };

      const products = productStockIn(tx);
      // Always in the same order (by product id), so two orders never wait on each other's rows.
      const byProduct = new Map<string, number>();
      for (const line of order.lines) {
        byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
      }
      for (const productId of [...byProduct.keys()].sort()) {
        const taken = await products.moveStock(
          order.salonId,
          productId,
          -byProduct.get(productId)!,
          MAX_STOCK,
        );
        if (!taken) throw new StockShortError(productId);
      }

      const [last] = await tx
        .select({ value: sql<number>`coalesce(max(${orders.number}), 1000)` })
        .from(orders)
        .where(eq(orders.salonId, order.salonId));
      const [row] = await tx
        .insert(orders)
        .values({
          salonId: order.salonId,
          number: Number(last?.value ?? 1000) + 1,
          customerId: order.customerId,
          amountCents: order.amountCents,
          otherAmountCents: order.otherAmountCents,
          discountCents: order.discountCents,
          couponCode: order.couponCode,
          totalAmountCents: order.totalAmountCents,
          currency: order.currency,
          shippingAddress: order.shippingAddress,
          paymentStatus: 'unpaid',
          paymentProvider: order.paymentProvider,
          idempotencyKey: order.idempotencyKey,
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('Insert returned no row');
      await tx.insert(orderItems).values(
        order.lines.map((line, position) => ({
          salonId: order.salonId,
          orderId: row.id,
          productId: line.productId,
          position,
          productName: line.productName,
          productImageUrl: line.productImageUrl,
          priceCents: line.priceCents,
          quantity: line.quantity,
        })),
      );
      return { id: row.id, created: true };
    });
  }

  async setPaymentIntent(salonId: string, id: string, intentId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ paymentIntentId: intentId, updatedAt: new Date() })
      .where(and(eq(orders.salonId, salonId), eq(orders.id, id)));
  }

  /** Moves an open payment to `to` ('requires_action', 'processing'); false when it was no longer open. */
  async setOpenPaymentStatus(salonId: string, id: string, to: PaymentStatusValue): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ paymentStatus: to, updatedAt: new Date() })
      .where(and(eq(orders.salonId, salonId), eq(orders.id, id), inArray(orders.paymentStatus, OPEN_PAYMENT)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /**
   * Marks an open order paid, with its confirmation e-mail in the same transaction; with `event`, records
   * the provider's event id too, and does nothing at all when that event was processed before. Answers
   * whether the order changed.
   */
  async markPaid(
    salonId: string,
    id: string,
    options: {
      /** The customer's confirmation and the salon's notice, queued when this call marks it paid. */
      mails?: Array<Mail | null>;
      event?: { id: string; provider: string; type: string };
      send: SendMail;
    },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (options.event && !(await recordEvent(tx, options.event, id))) return false;
      const rows = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: new Date(), updatedAt: new Date() })
        .where(
          and(eq(orders.salonId, salonId), eq(orders.id, id), inArray(orders.paymentStatus, OPEN_PAYMENT)),
        )
        .returning({ id: orders.id });
      if (rows.length > 0) {
        for (const mail of options.mails ?? []) if (mail) await options.send(mail, tx);
      }
      return rows.length > 0;
    });
  }

  /**
   * Ends an open payment as 'failed' or 'canceled' and gives the order's stock back, in one transaction;
   * with `event`, records it (a redelivered event changes nothing). With `abandonedBefore`, only a
   * checkout still abandoned (unpaid or awaiting authentication, placed before it) is ended. False when
   * the order was not open: of several callers at once, one releases it and gives its stock back.
   */
  async release(
    salonId: string,
    id: string,
    to: 'failed' | 'canceled',
    options: { event?: { id: string; provider: string; type: string }; abandonedBefore?: Date } = {},
  ): Promise<boolean> {
    const { event, abandonedBefore } = options;
    return this.db.transaction(async (tx) => {
      if (event && !(await recordEvent(tx, event, id))) return false;
      const rows = await tx
        .update(orders)
        .set({ paymentStatus: to, updatedAt: new Date() })
        .where(
          and(
            eq(orders.salonId, salonId),
            eq(orders.id, id),
            abandonedBefore
              ? and(inArray(orders.paymentStatus, ABANDONABLE), lt(orders.createdAt, abandonedBefore))
              : inArray(orders.paymentStatus, OPEN_PAYMENT),
          ),
        )
        .returning({ id: orders.id });
      if (rows.length === 0) return false;
      const lines = await tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.salonId, salonId), eq(orderItems.orderId, id)));
      const products = productStockIn(tx);
      for (const line of [...lines].sort((a, b) => String(a.productId).localeCompare(String(b.productId)))) {
        // A product deleted since has no stock to return to.
        if (line.productId) await products.moveStock(salonId, line.productId, line.quantity, MAX_STOCK);
      }
      return true;
    });
  }

  /** Records a provider event that changes no order of ours; false when it was seen before. */
  async recordUnmatchedEvent(event: { id: string; provider: string; type: string }): Promise<boolean> {
    return recordEvent(this.db, event, null);
  }

  /**
   * Abandoned checkouts placed before `before`: of one salon, or of every salon (`salonId` null, the
   * periodic sweep), oldest first, `limit` at a time after the `after` cursor.
   */
  async abandoned(
    salonId: string | null,
    before: Date,
    page: { limit: number; after?: { createdAt: Date; id: string } } = { limit: 100 },
  ): Promise<Array<{ salonId: string; id: string; paymentIntentId: string | null; createdAt: Date }>> {
    const { after } = page;
    return this.db
      .select({
        salonId: orders.salonId,
        id: orders.id,
        paymentIntentId: orders.paymentIntentId,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(
        and(
          salonId === null ? undefined : eq(orders.salonId, salonId),
          ABANDONABLE_SQL,
          lt(orders.createdAt, before),
          after
            ? or(
                gt(orders.createdAt, after.createdAt),
                and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(page.limit);
  }

  /** The order a provider's payment belongs to, looked up within the salon its metadata names. */
  async findByPaymentIntent(salonId: string, intentId: string): Promise<OrderRow | undefined> {
    return findSalonRow(this.db, orders, salonId, orders.paymentIntentId, intentId);
  }
}
