import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@salon/api/orders/schemas';
import type { SalePaymentOutcome } from '@salon/api/sales/schemas';
import { products } from '../src/db/schema';
import { productId } from '../src/seed/products';
import { orderBody } from './matrix/shop-orders';
import { API, openSale, pay } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

// The desk and the shop at the same moment, on PostgreSQL: the last unit of a product is sold once.

describe.runIf(process.env.DATABASE_URL)('the last unit, at the desk and online at once (PostgreSQL)', () => {
  const t = useTestApp();
  const owner = useSession(t, 'owner@example.com');
  const client = useSession(t, 'client@example.com');

  it('is sold once, and the other side is told it is out of stock', async () => {
    const id = productId(2);
    for (let round = 0; round < 5; round += 1) {
      await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, id));
      const sale = await openSale(owner, [{ kind: 'product', itemId: id }]);
      const [desk, shop] = await Promise.all([
        pay(owner, { saleId: sale._id, method: 'cash', amountMinor: sale.totalMinor }),
        client<PlacedOrder>({
          method: 'POST',
          url: `${API}/product/add-order`,
          payload: orderBody({ items: [{ productId: id, quantity: 1 }] }),
        }),
      ]);
      const deskSold =
        desk.statusCode === 200 && (desk.body.data as SalePaymentOutcome).sale.status === 'paid';
      const shopSold = shop.statusCode === 200;
      expect(
        [deskSold, shopSold].filter(Boolean),
        `${desk.body.message} / ${shop.body.message}`,
      ).toHaveLength(1);
      expect([desk.statusCode, shop.statusCode].sort()).toEqual([200, 409]);
      const [row] = await t.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, id));
      expect(row!.stock).toBe(0);
    }
  });
});
