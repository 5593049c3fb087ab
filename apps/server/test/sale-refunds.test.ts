import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appointmentPayments, products, saleRefundPayments } from '../src/db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { subServiceId } from '../src/seed/services-videos';
import { demoAppointmentId } from '../src/seed/booking';
import { get, key, openSale, pay, refund, start, VISA, voidSale } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

// Refunds and voids at the desk: some units or the whole sale back to the payments it was paid with,
// products back to stock, a refund receipt of its own number; only the owner and the manager.

const NOW = new Date('2026-03-16T14:00:00.000Z');
const STELLA = DEMO_USER_IDS.stylist;

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const manager = useSession(t, 'manager@example.com');
const stylist = useSession(t, 'stylist@example.com');

const stockOf = async (n: number) => {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId(n)));
  return row!.stock;
};

/** A sale of a haircut by Stella and three units of product 1, with a tip, paid part cash part card. */
async function paidSale() {
  const sale = await openSale(
    owner,
    [
      { kind: 'service', itemId: subServiceId(1), stylistId: STELLA },
      { kind: 'product', itemId: productId(1), quantity: 3 },
    ],
    { tip: { kind: 'amount', value: 500 }, client: { name: 'Ada Client', email: 'ada@example.com' } },
  );
  const cash = 1000;
  await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: cash, tenderedMinor: cash });
  const card = await pay(owner, {
    saleId: sale._id,
    method: 'card',
    amountMinor: sale.totalMinor - cash,
    paymentMethod: VISA,
  });
  expect(card.body.data.sale.status).toBe('paid');
  return card.body.data.sale;
}

describe('a refund', () => {
  it('gives some units back to the card first, restocks them and numbers its receipt', async () => {
    const sale = await paidSale();
    const product = sale.lines.find((line) => line.kind === 'product')!;
    const stock = await stockOf(1);
    expect(
      (await refund(stylist, { saleId: sale._id, lines: [{ lineId: product._id, quantity: 1 }] })).statusCode,
    ).toBe(403);

    const answer = await refund(manager, { saleId: sale._id, lines: [{ lineId: product._id, quantity: 1 }] });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const refunded = answer.body.data;
    const share = Math.floor(product.totalMinor / 3);
    expect(refunded).toMatchObject({ status: 'paid', refundedMinor: share });
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.refunds[0]).toMatchObject({
      number: sale.receipt!.number + 1,
      amountMinor: share,
      tipMinor: 0,
      restocked: true,
      reason: 'Client changed their mind',
      lines: [{ lineId: product._id, quantity: 1, amountMinor: share }],
      payments: [{ method: 'card', amountMinor: share, status: 'refunded' }],
    });
    expect(await stockOf(1)).toBe(stock + 1);
    const mail = (await t.mails()).find((one) => one.subject.startsWith('Your refund from'));
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.text).toContain(`Refund #${sale.receipt!.number + 1} of receipt #${sale.receipt!.number}`);
  });

  it('gives the whole sale back, tip included, card then cash; the sale is refunded and refuses more', async () => {
    const sale = await paidSale();
    const stock = await stockOf(1);
    const answer = await refund(owner, {
      saleId: sale._id,
      lines: sale.lines.map((line) => ({ lineId: line._id, quantity: line.quantity })),
      tip: true,
      restock: false,
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const refunded = answer.body.data;
    expect(refunded).toMatchObject({ status: 'refunded', refundedMinor: sale.totalMinor });
    expect(refunded.refunds[0]!.tipMinor).toBe(500);
    const byMethod = [...refunded.refunds[0]!.payments].sort((a, b) => a.method.localeCompare(b.method));
    expect(byMethod).toMatchObject([
      { method: 'card', amountMinor: sale.totalMinor - 1000 },
      { method: 'cash', amountMinor: 1000 },
    ]);
    // A used product stays out of stock.
    expect(await stockOf(1)).toBe(stock);
    const again = await refund(owner, { saleId: sale._id, lines: [], tip: true });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('This sale was refunded in full');
  });

  it('is made once per key, and refuses more units than are left or nothing at all', async () => {
    const sale = await paidSale();
    const product = sale.lines.find((line) => line.kind === 'product')!;
    const tap = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund(owner, { saleId: sale._id, key: tap, lines: [{ lineId: product._id, quantity: 2 }] }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body.message).toBe(200);
    const after = (await get(owner, sale._id)).body.data;
    expect(after.refunds).toHaveLength(1);

    const tooMany = await refund(owner, { saleId: sale._id, lines: [{ lineId: product._id, quantity: 2 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe(`Only 1 of ${product.name} can be given back`);
    const none = await refund(owner, { saleId: sale._id, lines: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('Choose the lines or the tip to give back');
    const open = await openSale(owner, [{ kind: 'service', itemId: subServiceId(1) }]);
    const unpaid = await refund(owner, {
      saleId: open._id,
      lines: [{ lineId: open.lines[0]!._id, quantity: 1 }],
    });
    expect(unpaid.statusCode).toBe(409);
  });

  it('gives back what the desk took; the deposit paid online stays with the booking', async () => {
    await t.database.db.insert(appointmentPayments).values({
      salonId: DEMO_SALON_ID,
      appointmentId: demoAppointmentId(4),
      kind: 'deposit',
      amountCents: 2000,
      currency: 'usd',
      status: 'succeeded',
      idempotencyKey: key(),
    });
    const sale = (await start(owner, { appointmentId: demoAppointmentId(4) })).body.data;
    expect(sale.paidMinor).toBe(2000);
    await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: sale.dueMinor });
    const answer = await refund(owner, {
      saleId: sale._id,
      lines: sale.lines.map((line) => ({ lineId: line._id, quantity: line.quantity })),
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'refunded', refundedMinor: sale.totalMinor - 2000 });
    expect(answer.body.data.refunds[0]).toMatchObject({
      amountMinor: sale.totalMinor - 2000,
      keptMinor: 2000,
      payments: [{ method: 'cash', amountMinor: sale.totalMinor - 2000 }],
    });
  });

  it('retries a card refund the provider did not take, with backoff, under a moved clock', async () => {
    const sale = await paidSale();
    const service = sale.lines.find((line) => line.kind === 'service')!;
    const provider = t.container.payments;
    const original = provider.refund.bind(provider);
    let calls = 0;
    const spy = vi.spyOn(provider, 'refund').mockImplementation(async (input) => {
      calls += 1;
      if (calls === 1) throw new Error('connect ECONNRESET');
      return original(input);
    });
    const retry = () => t.container.services.saleRefunds.retryDue();
    try {
      const answer = await refund(owner, { saleId: sale._id, lines: [{ lineId: service._id, quantity: 1 }] });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data.refunds[0]!.payments).toMatchObject([{ method: 'card', status: 'pending' }]);
      expect(await retry()).toEqual({ refunded: 0, retrying: 0, failed: 0 });
      t.container.clock.now = () => new Date(NOW.getTime() + 61_000);
      expect(await retry()).toEqual({ refunded: 1, retrying: 0, failed: 0 });
      const rows = await t.database.db
        .select()
        .from(saleRefundPayments)
        .where(and(eq(saleRefundPayments.salonId, DEMO_SALON_ID), eq(saleRefundPayments.saleId, sale._id)));
      expect(rows).toMatchObject([{ status: 'refunded', attempts: 2 }]);
      // Both calls named the same refund: the provider makes it once.
      expect(new Set(spy.mock.calls.map(([input]) => input.idempotencyKey)).size).toBe(1);
    } finally {
      spy.mockRestore();
      t.container.clock.now = () => NOW;
    }
  });
});

describe('a void', () => {
  it('gives up an open sale with a reason, once; a paid one is refunded instead', async () => {
    const open = await openSale(owner, [{ kind: 'service', itemId: subServiceId(1) }]);
    expect((await voidSale(stylist, { saleId: open._id, reason: 'Left' })).statusCode).toBe(403);
    const voided = await voidSale(manager, { saleId: open._id, reason: 'Walked out' });
    expect(voided.statusCode).toBe(200);
    expect(voided.body.data).toMatchObject({ status: 'voided', voidReason: 'Walked out' });
    expect((await voidSale(manager, { saleId: open._id, reason: 'Walked out' })).statusCode).toBe(200);
    expect((await pay(owner, { saleId: open._id, method: 'cash', amountMinor: 100 })).statusCode).toBe(409);

    const paid = await paidSale();
    const refused = await voidSale(owner, { saleId: paid._id, reason: 'Oops' });
    expect(refused.statusCode).toBe(409);
  });

  it('lets the appointment be checked out again', async () => {
    const first = (await start(owner, { appointmentId: demoAppointmentId(3) })).body.data;
    await voidSale(owner, { saleId: first._id, reason: 'Started by mistake' });
    const second = (await start(owner, { appointmentId: demoAppointmentId(3) })).body.data;
    expect(second._id).not.toBe(first._id);
    expect(second.status).toBe('open');
  });
});
