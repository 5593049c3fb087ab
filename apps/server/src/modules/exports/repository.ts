import { aliasedTable, and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  appointments,
  orderItems,
  orders,
  productCategories,
  products,
  salons,
  users,
} from '../../db/schema';

/*
 * The export files' rows, read (never written) from the tables their modules own, in batches by a
 * keyset (time, id): however long the history, one batch is in memory at a time.
 */

const BATCH = 500;

/** An instant range, start included, end excluded; either open. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

/**
 * Where a batch ended: the keyset's instant as the database's own text, because the columns keep
 * microseconds and a JavaScript Date only milliseconds (a Date cursor would repeat the rows of the
 * batch's last millisecond).
 */
interface Keyset {
  at: string;
  id: string;
}

/** The keyset's instant of a row, exact: select it beside the row's columns. */
const keyOf = (atColumn: unknown) => sql<string>`${atColumn}::text`;

/** After `(at, id)` in the keyset order. */
function after(atColumn: unknown, idColumn: unknown, last: Keyset | null): SQL | undefined {
  return last ? sql`(${atColumn}, ${idColumn}) > (${last.at}::timestamptz, ${last.id}::uuid)` : undefined;
}

/** Runs `page` until it answers fewer rows than a batch, yielding each row. */
async function* batches<Row extends { id: string; keyAt: string }>(
  page: (last: Keyset | null) => PromiseLike<Row[]>,
): AsyncGenerator<Row> {
  let last: Keyset | null = null;
  for (;;) {
    const rows = await page(last);
    yield* rows;
    const end = rows.at(-1);
    if (!end || rows.length < BATCH) return;
    last = { at: end.keyAt, id: end.id };
  }
}

const stylist = aliasedTable(users, 'stylist');

export class ExportsRepository {
  constructor(private readonly db: Database) {}

  async salon(
    salonId: string,
  ): Promise<{ name: string; slug: string; timeZone: string; currency: string } | null> {
    const [row] = await this.db
      .select({ name: salons.name, slug: salons.slug, timeZone: salons.timeZone, currency: salons.currency })
      .from(salons)
      .where(eq(salons.id, salonId));
    return row ?? null;
  }

  clients(salonId: string) {
    return batches((last) =>
      this.db
        .select({
          id: users.id,
          keyAt: keyOf(users.createdAt),
          name: users.name,
          email: users.email,
          phone: users.phone,
          gender: users.gender,
          address: users.address,
          // A client's preferred stylist is a user too: read by a subquery rather than a self-join.
          stylistName: sql<string | null>`(select s.name from ${users} s where s.id = ${users.stylistId})`,
          note: users.clientNote,
          active: users.active,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(
          and(eq(users.salonId, salonId), eq(users.role, 'user'), after(users.createdAt, users.id, last)),
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(BATCH),
    );
  }

  appointments(salonId: string, range: InstantRange) {
    return batches((last) =>
      this.db
        .select({
          id: appointments.id,
          keyAt: keyOf(appointments.startsAt),
          number: appointments.number,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
          stylistName: stylist.name,
          service: appointments.mainServiceTitle,
          subService: appointments.subServiceTitle,
          priceCents: appointments.subServiceChargesCents,
          clientName: appointments.clientName,
          clientEmail: appointments.clientEmail,
          clientPhone: appointments.clientPhone,
          source: appointments.source,
          comment: appointments.comment,
        })
        .from(appointments)
        .leftJoin(stylist, eq(stylist.id, appointments.stylistId))
        .where(
          and(
            eq(appointments.salonId, salonId),
            range.from ? gte(appointments.startsAt, range.from) : undefined,
            range.to ? lt(appointments.startsAt, range.to) : undefined,
            after(appointments.startsAt, appointments.id, last),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(BATCH),
    );
  }

  orders(salonId: string, range: InstantRange) {
    return batches((last) =>
      this.db
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

  products(salonId: string) {
    return batches((last) =>
      this.db
        .select({
          id: products.id,
          keyAt: keyOf(products.createdAt),
          name: products.name,
          category: productCategories.name,
          priceCents: products.priceCents,
          actualPriceCents: products.actualPriceCents,
          stock: products.stock,
          enable: products.enable,
          createdAt: products.createdAt,
        })
        .from(products)
        .leftJoin(
          productCategories,
          and(eq(productCategories.salonId, products.salonId), eq(productCategories.id, products.categoryId)),
        )
        .where(and(eq(products.salonId, salonId), after(products.createdAt, products.id, last)))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(BATCH),
    );
  }
}
