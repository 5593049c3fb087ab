import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, salons, users, type OrderRow } from '../../db/schema';
import type { OrderWithDetails } from './order-rows';

/** Orders with their customer's current name, phone and e-mail and their salon's name and contact. */
export function selectWithCustomer(db: Database) {
  return db
    .select({
      order: orders,
      customerName: users.name,
      customerPhone: users.phone,
      customerEmail: users.email,
      salonName: salons.name,
      salonSlug: salons.slug,
      salonEmail: salons.email,
      salonLocale: salons.locale,
    })
    .from(orders)
    .innerJoin(salons, eq(salons.id, orders.salonId))
    .leftJoin(users, eq(users.id, orders.customerId))
    .$dynamic();
}

/** The orders' lines, in order, beside each order of `rows`. */
export async function withItems(
  db: Database,
  rows: Array<{
    order: OrderRow;
    customerName: string | null;
    customerPhone: string | null;
    customerEmail: string | null;
    salonName: string;
    salonSlug: string;
    salonEmail: string | null;
    salonLocale: string;
  }>,
): Promise<OrderWithDetails[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((row) => ({
    ...row.order,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    salonName: row.salonName,
    salonSlug: row.salonSlug,
    salonEmail: row.salonEmail,
    salonLocale: row.salonLocale,
    items: items.filter((item) => item.orderId === row.order.id),
  }));
}
