import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@salon/api/orders/schemas';
import { migrationsFolder } from '../src/db/migrate';
import { orders } from '../src/db/schema';
import { orderBody, SHIPPING } from './matrix/shop-orders';
import { useSession, useTestApp } from './use-test-app';

const API = '/api/v1';

describe("the city of an order's shipping address", () => {
  const t = useTestApp();
  const client = useSession(t, 'client@example.com');
  const place = (payload: Record<string, unknown>) =>
    client<PlacedOrder>({ method: 'POST', url: `${API}/product/add-order`, payload });

  it('keeps the shipping city and refuses an address without one', async () => {
    const placed = await place(orderBody());
    expect(placed.statusCode, placed.body.message).toBe(200);
    expect(placed.body.data.orderDetails.shippingAddress).toEqual(SHIPPING);
    const read = await client<Order>({
      method: 'GET',
      url: `${API}/product/get-order-by-id?orderId=${placed.body.data.orderDetails._id}`,
    });
    expect(read.body.data.shippingAddress.city).toBe('New York');
    const { city: _city, ...noCity } = SHIPPING;
    for (const shippingAddress of [
      noCity,
      { ...SHIPPING, city: '  ' },
      { ...SHIPPING, city: 'x'.repeat(61) },
    ]) {
      const refused = await place(orderBody({ shippingAddress }));
      expect(refused.statusCode).toBe(400);
    }
  });

  it('gives the orders placed before checkout asked for the city an empty one (migration 0050)', async () => {
    const [order] = await t.database.db.select().from(orders).limit(1);
    const { city: _city, ...before } = order!.shippingAddress;
    await t.database.db
      .update(orders)
      .set({ shippingAddress: before as never })
      .where(eq(orders.id, order!.id));
    const migration = await readFile(join(migrationsFolder(), '0050_order_city.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.shippingAddress).toEqual({ ...before, city: '' });
  });
});
