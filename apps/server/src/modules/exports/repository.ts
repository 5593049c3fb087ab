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

/** After `(at, id)` in the keyset order. */
function after(
  atColumn: SQL | unknown,
  idColumn: unknown,
  last: { at: Date; id: string } | null,
): SQL | undefined {
  return last
    ? sql`(${atColumn}, ${idColumn}) > (${last.at.toISOString()}::timestamptz, ${last.id}::uuid)`
    : undefined;
}

/** Runs `page` until it answers fewer rows than a batch, yielding each row. */
async function* batches<Row extends { id: string }>(
  page: (last: { at: Date; id: string } | null) => PromiseLike<Row[]>,
  atOf: (row: NoInfer<Row>) => Date,
): AsyncGenerator<Row> {
  let last: { at: Date; id: string } | null = null;
  for (;;) {
    const rows = await page(last);
    yield* rows;
    const end = rows.at(-1);
    if (!end || rows.length < BATCH) return;
    last = { at: atOf(end), id: end.id };
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
    return batches(
      (last) =>
        this.db
          .select({
            id: users.id,
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
      (row) => row.createdAt,
    );
  }

  appointments(salonId: string, range: InstantRange) {
    return batches(
      (last) =>
        this.db
          .select({
            id: appointments.id,
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
      (row) => row.startsAt,
    );
  }

  orders(salonId: string, range: InstantRange) {
    return batches(
      (last) =>
        this.db
          .select({
            id: orders.id,
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
      (row) => row.createdAt,
    );
  }

  products(salonId: string) {
    return batches(
      (last) =>
        this.db
          .select({
            id: products.id,
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
            and(
              eq(productCategories.salonId, products.salonId),
              eq(productCategories.id, products.categoryId),
            ),
          )
          .where(and(eq(products.salonId, salonId), after(products.createdAt, products.id, last)))
          .orderBy(asc(products.createdAt), asc(products.id))
          .limit(BATCH),
      (row) => row.createdAt,
    );
  }
}
