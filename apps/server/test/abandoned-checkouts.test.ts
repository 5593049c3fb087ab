import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '@salon/api/orders/schemas';
import { orders, products } from '../src/db/schema';
import { startSweeps } from '../src/jobs/sweeps';
import { ABANDONED_AFTER_MS } from '../src/modules/orders/service';
import { TEST_CARDS } from '../src/modules/payments/test-cards';
import { productId } from '../src/seed/products';
import { useSession, useTestApp } from './use-test-app';
import { orderBody } from './matrix/shop-orders';

/*
 * Stock held by a checkout left unpaid goes back by the periodic sweep (jobs/sweeps.ts), without any
 * new order in the salon; paid and recent orders keep theirs; sweeps at once give it back once.
 */
const API = '/api/v1';
const PRODUCT = productId(8);

const t = useTestApp();
const client = useSession(t, 'client@example.com');
const logged: string[] = [];
const logger = { info: (line: string) => logged.push(line), error: () => {} };

beforeAll(async () => {
  await t.database.db.update(products).set({ stock: 50 }).where(eq(products.id, PRODUCT));
});

async function stock(): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, PRODUCT));
  return row!.stock;
}

/** An order of `quantity` units (paid, with `paid`). */
async function order(quantity: number, paid = false): Promise<string> {
  const placed = await client<PlacedOrder>({
    method: 'POST',
    url: `${API}/product/add-order`,
    payload: orderBody({ items: [{ productId: PRODUCT, quantity }] }),
  });
  expect(placed.statusCode, placed.body.message).toBe(200);
  const id = placed.body.data.orderDetails._id;
  if (paid) {
    const answer = await client({
      method: 'POST',
      url: `${API}/product/payment`,
      payload: { orderID: id, transactionId: TEST_CARDS.succeeds },
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
  }
  return id;
}

/** As if placed `minutesAgo` minutes ago. */
async function placedAgo(id: string, minutesAgo: number): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(orders.id, id));
}

async function paymentStatus(id: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.status;
}

it('one sweep gives back the stock of an abandoned checkout, without any new order; paid and recent ones keep theirs', async () => {
  const holdMinutes = ABANDONED_AFTER_MS / 60_000;
  const abandoned = await order(3);
  const paid = await order(2, true);
  const recent = await order(1);
  await placedAgo(abandoned, holdMinutes + 1);
  await placedAgo(paid, holdMinutes + 1);
  await placedAgo(recent, holdMinutes - 5);
  expect(await stock()).toBe(50 - 3 - 2 - 1);

  // One round of the server's sweeps, as main.ts starts them.
  const stop = startSweeps(t.container.services, logger, 3_600_000);
  await stop();

  expect(await stock()).toBe(50 - 2 - 1);
  expect(await paymentStatus(abandoned)).toBe('canceled');
  expect(await paymentStatus(paid)).toBe('paid');
  expect(await paymentStatus(recent)).toBe('unpaid');
  expect(logged).toContain('Abandoned checkouts: 1 orders gave their stock back');
});

it('a checkout runs no sweep: an abandoned order keeps its stock until the next round of the job', async () => {
  const before = await stock();
  const abandoned = await order(2);
  await placedAgo(abandoned, ABANDONED_AFTER_MS / 60_000 + 1);
  await order(1);
  expect(await paymentStatus(abandoned)).toBe('unpaid');
  expect(await stock()).toBe(before - 2 - 1);

  const stop = startSweeps(t.container.services, logger, 3_600_000);
  await stop();
  expect(await paymentStatus(abandoned)).toBe('canceled');
  expect(await stock()).toBe(before - 1);
});

it('an order the provider could not be asked about waits for the next round, logged with the cause and no e-mail', async () => {
  const before = await stock();
  const abandoned = await order(2);
  await placedAgo(abandoned, ABANDONED_AFTER_MS / 60_000 + 1);
  const unreachable = Object.assign(new Error('Could not reach the provider for client@example.com'), {
    code: 'ECONNRESET',
  });
  const cancel = vi.spyOn(t.container.payments, 'cancel').mockRejectedValueOnce(unreachable);
  try {
    const from = logged.length;
    await startSweeps(t.container.services, logger, 3_600_000)();
    expect(logged.slice(from)).toEqual([
      `Abandoned checkouts: 0 orders gave their stock back; 1 kept it for the next sweep: order ${abandoned}: ECONNRESET Could not reach the provider for <address>`,
    ]);
    expect(await paymentStatus(abandoned)).toBe('unpaid');
    expect(await stock()).toBe(before - 2);
  } finally {
    cancel.mockRestore();
  }
  await startSweeps(t.container.services, logger, 3_600_000)();
  expect(await paymentStatus(abandoned)).toBe('canceled');
  expect(await stock()).toBe(before);
});

it('two sweeps at once give the stock back once', async () => {
  const before = await stock();
  const abandoned = await order(4);
  await placedAgo(abandoned, ABANDONED_AFTER_MS / 60_000 + 1);
  expect(await stock()).toBe(before - 4);
  const counts = await Promise.all([
    t.container.services.orders.releaseAbandoned(),
    t.container.services.orders.releaseAbandoned(),
  ]);
  expect(counts[0]! + counts[1]!).toBe(1);
  expect(await stock()).toBe(before);
  expect(await paymentStatus(abandoned)).toBe('canceled');
});
