import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, users, type OrderItemRow, type OrderRow } from '../../db/schema';
import { containsPattern } from '../paging';
import type { Page, PageRequest } from '../products/repository';

/** An order with its customer's current name and phone and its lines in order. */
export type OrderWithDetails = OrderRow & {
  customerName: string | null;
  customerPhone: string | null;
  items: OrderItemRow[];
};

/** Shop orders; every query takes the salon id. */
export class OrderRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; `filterValue` matches the order number (digits, with or without '#') or the customer's name. */
  async list(salonId: string, page: PageRequest): Promise<Page<OrderWithDetails>> {
    const filter = page.filterValue?.trim() ?? '';
    const number = /^#?\d{1,9}$/.test(filter) ? Number(filter.replace('#', '')) : undefined;
    const where = and(
      eq(orders.salonId, salonId),
      filter
        ? or(
            ilike(users.name, containsPattern(filter)),
            number !== undefined ? eq(orders.number, number) : undefined,
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.withCustomer()
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(page.pageSize)
        .offset((page.pageNumber - 1) * page.pageSize),
      this.db
        .select({ value: count() })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.customerId))
        .where(where),
    ]);
    return { rows: await this.withItems(rows), total: total?.value ?? 0 };
  }

  async find(salonId: string, id: string): Promise<OrderWithDetails | undefined> {
    const rows = await this.withCustomer().where(and(eq(orders.salonId, salonId), eq(orders.id, id)));
    return (await this.withItems(rows))[0];
  }

  async setStatus(salonId: string, id: string, status: OrderRow['status']): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(orders.salonId, salonId), eq(orders.id, id)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  private withCustomer() {
    return this.db
      .select({ order: orders, customerName: users.name, customerPhone: users.phone })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.customerId))
      .$dynamic();
  }

  private async withItems(
    rows: Array<{ order: OrderRow; customerName: string | null; customerPhone: string | null }>,
  ): Promise<OrderWithDetails[]> {
    if (rows.length === 0) return [];
    const items = await this.db
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
      items: items.filter((item) => item.orderId === row.order.id),
    }));
  }
}
