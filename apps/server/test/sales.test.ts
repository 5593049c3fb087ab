import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Sale, SaleItem, SaleSettings } from '@salon/api/sales/schemas';
import { priceSale } from '@salon/rules/sale-pricing';
import { appointmentPayments, products, salePayments } from '../src/db/schema';
import { demoAppointmentId } from '../src/seed/booking';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { subServiceId } from '../src/seed/services-videos';
import { API, DECLINED, key, linesOf, list, pay, save, settings, start, get, VISA } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

const NOW = new Date('2026-03-16T14:00:00.000Z');
const STELLA = DEMO_USER_IDS.stylist;

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const manager = useSession(t, 'manager@example.com');
const stylist = useSession(t, 'stylist@example.com');
const owner2 = useSession(t, 'owner2@example.com');

const stockOf = async (n: number) => {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId(n)));
  return row!.stock;
};

const SALES_TAX: SaleSettings = {
  taxLabel: 'Sales tax',
  taxNumber: 'NY-12-3456789',
  service: { rateBp: 0, inclusive: false },
  product: { rateBp: 875, inclusive: false },
  tipPresets: [20, 15, 18],
};

describe('the salon taxes', () => {
  it('answers no tax and the usual tip presets until the owner sets them', async () => {
    const answer = await settings(stylist);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      service: { rateBp: 0 },
      product: { rateBp: 0 },
      tipPresets: [10, 15, 20],
    });
  });

  it('lets only the owner change them, and keeps the presets in order', async () => {
    expect((await settings(manager, SALES_TAX)).statusCode).toBe(403);
    const answer = await settings(owner, SALES_TAX);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.tipPresets).toEqual([15, 18, 20]);
    expect((await settings(manager)).body.data.product).toEqual({ rateBp: 875, inclusive: false });
  });

  it('refuses a rate over 100 %', async () => {
    const answer = await settings(owner, { ...SALES_TAX, product: { rateBp: 10_001, inclusive: false } });
    expect(answer.statusCode).toBe(400);
  });
});

describe('a visit checked out at the desk', () => {
  let sale: Sale;

  it('starts from the appointment: its service at the price booked, its stylist and client', async () => {
    const answer = await start(manager, { appointmentId: demoAppointmentId(1) });
    expect(answer.statusCode).toBe(200);
    sale = answer.body.data;
    expect(sale).toMatchObject({
      status: 'open',
      currency: 'USD',
      appointmentId: demoAppointmentId(1),
      client: { _id: DEMO_USER_IDS.client, email: 'client@example.com' },
      totalMinor: 3500,
      dueMinor: 3500,
      receipt: null,
    });
    expect(sale.lines).toMatchObject([
      {
        kind: 'service',
        itemId: subServiceId(3),
        name: "Men's Cut",
        unitPriceMinor: 3500,
        stylist: { _id: STELLA },
      },
    ]);
    expect(sale.stylists.map((one) => one._id)).toEqual([STELLA]);
  });

  it('opens the same sale when Checkout is pressed again', async () => {
    const again = await start(owner, { appointmentId: demoAppointmentId(1) });
    expect(again.body.data._id).toBe(sale._id);
  });

  it('refuses a canceled appointment and answers 404 for an unknown one', async () => {
    expect((await start(owner, { appointmentId: demoAppointmentId(7) })).statusCode).toBe(409);
    expect((await start(owner, { appointmentId: 'b0000000-0000-4000-8000-000000000001' })).statusCode).toBe(
      404,
    );
  });

  it('adds a product, a tip for the stylist and prices it as the rule does', async () => {
    const answer = await save(manager, {
      saleId: sale._id,
      lines: [...linesOf(sale), { kind: 'product', itemId: productId(1), quantity: 2 }],
      tip: { kind: 'percent', value: 20 },
    });
    expect(answer.statusCode).toBe(200);
    sale = answer.body.data;
    const expected = priceSale({
      lines: [
        { kind: 'service', unitMinor: 3500, quantity: 1 },
        { kind: 'product', unitMinor: 1800, quantity: 2 },
      ],
      taxes: { service: SALES_TAX.service, product: SALES_TAX.product },
      tip: { kind: 'percent', value: 20 },
      tipStylists: [STELLA],
    });
    expect(sale).toMatchObject({
      subtotalMinor: 7100,
      taxMinor: expected.taxMinor,
      tipMinor: expected.tipMinor,
      totalMinor: expected.totalMinor,
      dueMinor: expected.totalMinor,
    });
    expect(sale.taxMinor).toBe(315); // 8.75 % of 36.00, on top
    expect(sale.tips).toEqual([
      { stylist: { _id: STELLA, name: expect.any(String) }, amountMinor: expected.tipMinor },
    ]);
  });

  it('changes a price only with a reason, and refuses more than the stock', async () => {
    const changed = [{ ...linesOf(sale)[0]!, unitPriceMinor: 3000 }, linesOf(sale)[1]!];
    const refused = await save(owner, { saleId: sale._id, lines: changed, tip: sale.tip });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Give a reason for the changed price');
    const tooMany = await save(owner, {
      saleId: sale._id,
      lines: [linesOf(sale)[0]!, { kind: 'product', itemId: productId(3), quantity: 7 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('Only 6 Silk Protein Hair Mask left in stock');
    const answer = await save(owner, {
      saleId: sale._id,
      lines: [{ ...changed[0]!, priceReason: 'Regular client' }, changed[1]!],
      tip: { kind: 'amount', value: 500 },
    });
    expect(answer.statusCode).toBe(200);
    sale = answer.body.data;
    expect(sale.lines[0]).toMatchObject({
      listPriceMinor: 3500,
      unitPriceMinor: 3000,
      priceReason: 'Regular client',
    });
    expect(sale.totalMinor).toBe(3000 + 3600 + 315 + 500);
  });

  it('lets a stylist read a sale of theirs but not sell', async () => {
    expect((await get(stylist, sale._id)).statusCode).toBe(200);
    expect((await start(stylist, {})).statusCode).toBe(403);
    expect((await pay(stylist, { saleId: sale._id, method: 'cash', amountMinor: 100 })).statusCode).toBe(403);
  });

  it('hides it from another salon', async () => {
    expect((await get(owner2, sale._id)).statusCode).toBe(404);
    expect((await pay(owner2, { saleId: sale._id, method: 'cash', amountMinor: 100 })).statusCode).toBe(404);
  });

  it('refuses more than is due, and cash short of the payment', async () => {
    const over = await pay(manager, { saleId: sale._id, method: 'cash', amountMinor: sale.dueMinor + 1 });
    expect(over.statusCode).toBe(400);
    const short = await pay(manager, {
      saleId: sale._id,
      method: 'cash',
      amountMinor: 2000,
      tenderedMinor: 1000,
    });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe('The cash handed over is less than the payment');
  });

  it('splits cash with change and a card, declined first, then paid; numbers the receipt and takes stock', async () => {
    const stockBefore = await stockOf(1);
    const cash = await pay(manager, {
      saleId: sale._id,
      method: 'cash',
      amountMinor: 2000,
      tenderedMinor: 5000,
    });
    expect(cash.statusCode).toBe(200);
    expect(cash.body.data.outcome).toBe('paid');
    expect(cash.body.data.sale).toMatchObject({
      status: 'open',
      paidMinor: 2000,
      dueMinor: sale.totalMinor - 2000,
    });
    expect(cash.body.data.sale.payments).toMatchObject([
      { method: 'cash', tenderedMinor: 5000, changeMinor: 3000 },
    ]);

    expect((await save(owner, { saleId: sale._id, lines: linesOf(sale) })).statusCode).toBe(409);

    const rest = sale.totalMinor - 2000;
    const declined = await pay(manager, {
      saleId: sale._id,
      method: 'card',
      amountMinor: rest,
      paymentMethod: DECLINED,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.body.data).toMatchObject({ outcome: 'declined', reason: 'Your card was declined.' });
    expect(declined.body.data.sale.dueMinor).toBe(rest);
    expect(await stockOf(1)).toBe(stockBefore);

    const cardKey = key();
    const card = await pay(manager, {
      saleId: sale._id,
      key: cardKey,
      method: 'card',
      amountMinor: rest,
      paymentMethod: VISA,
    });
    expect(card.body.data.outcome).toBe('paid');
    const paid = card.body.data.sale;
    expect(paid).toMatchObject({
      status: 'paid',
      dueMinor: 0,
      receipt: { number: 1, taxNumber: 'NY-12-3456789' },
    });
    expect(paid.payments.map((payment) => [payment.method, payment.detail])).toEqual([
      ['cash', ''],
      ['card', 'Card •••• 4242'],
    ]);
    expect(await stockOf(1)).toBe(stockBefore - 2);

    // The same tap again: the same answer, nothing charged twice.
    const retried = await pay(manager, {
      saleId: sale._id,
      key: cardKey,
      method: 'card',
      amountMinor: rest,
      paymentMethod: VISA,
    });
    expect(retried.body.data.sale.receipt?.number).toBe(1);
    const rows = await t.database.db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.salonId, DEMO_SALON_ID), eq(salePayments.saleId, sale._id)));
    expect(rows.map((row) => row.status).sort()).toEqual(['declined', 'paid', 'paid']);

    const mail = (await t.mails()).find((one) => one.subject.startsWith('Your receipt from'));
    expect(mail?.to).toBe('client@example.com');
    expect(mail?.text).toContain('Receipt #1');
    expect(mail?.text).toContain('Card •••• 4242');
  });

  it('lists it for the salon and for its stylist', async () => {
    const all = await list(manager, '&status=paid');
    expect(all.body.data.result.map((one) => one._id)).toContain(sale._id);
    const own = await list(stylist);
    expect(own.body.data.result.map((one) => one._id)).toEqual([sale._id]);
    expect(own.body.data.result[0]).toMatchObject({
      receiptNumber: 1,
      items: "Men's Cut, Argan Repair Shampoo",
    });
  });
});

describe('a deposit paid online', () => {
  it('comes off what is due, less what was refunded of it; a sale it pays in full closes with 0', async () => {
    const deposit = crypto.randomUUID();
    await t.database.db.insert(appointmentPayments).values([
      {
        id: deposit,
        salonId: DEMO_SALON_ID,
        appointmentId: demoAppointmentId(2),
        kind: 'deposit',
        amountCents: 2000,
        currency: 'usd',
        status: 'succeeded',
        idempotencyKey: key(),
      },
      {
        salonId: DEMO_SALON_ID,
        appointmentId: demoAppointmentId(2),
        kind: 'refund',
        refundOf: deposit,
        amountCents: 500,
        currency: 'usd',
        status: 'succeeded',
        idempotencyKey: key(),
      },
    ]);
    const answer = await start(owner, { appointmentId: demoAppointmentId(2) });
    const sale = answer.body.data;
    expect(sale).toMatchObject({ totalMinor: 5500, paidMinor: 1500, dueMinor: 4000 });
    expect(sale.payments).toMatchObject([{ method: 'deposit', amountMinor: 1500 }]);

    // Down to the deposit: nothing is left to take, and a payment of 0 closes the sale.
    const cheaper = await save(owner, {
      saleId: sale._id,
      lines: [{ ...linesOf(sale)[0]!, unitPriceMinor: 1500, priceReason: 'Fringe only' }],
    });
    expect(cheaper.body.data.dueMinor).toBe(0);
    const closed = await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: 0 });
    expect(closed.statusCode).toBe(200);
    expect(closed.body.data.sale).toMatchObject({ status: 'paid', receipt: { number: 2 } });
  });
});

describe('a walk-in sale', () => {
  it('is made once per key, sells products by name, and refuses what is out of stock', async () => {
    const tap = key();
    const first = await start(owner, { key: tap });
    const again = await owner<Sale>({ method: 'POST', url: `${API}/sales/start`, payload: { key: tap } });
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(first.body.data).toMatchObject({ appointmentId: null, client: null, lines: [], totalMinor: 0 });

    const items = await owner<SaleItem[]>({ method: 'GET', url: `${API}/sales/items?search=shampoo` });
    expect(items.body.data.map((item) => item.name)).toEqual(['Argan Repair Shampoo']);

    const empty = await pay(owner, { saleId: first.body.data._id, method: 'cash', amountMinor: 100 });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Add a service or a product first');

    const out = await save(owner, {
      saleId: first.body.data._id,
      lines: [{ kind: 'product', itemId: productId(5) }],
    });
    expect(out.statusCode).toBe(400);
    expect(out.body.message).toBe('Matte Clay Pomade is out of stock');

    const tipless = await save(owner, {
      saleId: first.body.data._id,
      lines: [{ kind: 'product', itemId: productId(4) }],
      tip: { kind: 'amount', value: 200 },
    });
    expect(tipless.statusCode).toBe(400);
    expect(tipless.body.message).toBe('Choose who the tip goes to');

    const named = await save(owner, {
      saleId: first.body.data._id,
      lines: [{ kind: 'product', itemId: productId(4) }],
      tip: { kind: 'amount', value: 200 },
      tipStylistIds: [STELLA],
      client: { name: 'Walk-in Wendy', email: '' },
      discount: { kind: 'percent', value: 10 },
    });
    expect(named.statusCode).toBe(200);
    expect(named.body.data).toMatchObject({
      client: { name: 'Walk-in Wendy' },
      discountMinor: 140,
      taxMinor: 110, // 8.75 % of 12.60
      totalMinor: 1260 + 110 + 200,
    });
  });

  it('refuses a service of another salon and a coupon together with a discount', async () => {
    const sale = (await start(owner, {})).body.data;
    const foreign = await save(owner, {
      saleId: sale._id,
      lines: [{ kind: 'service', itemId: subServiceId(17) }],
    });
    expect(foreign.statusCode).toBe(400);
    const both = await save(owner, {
      saleId: sale._id,
      lines: [{ kind: 'service', itemId: subServiceId(1) }],
      discount: { kind: 'amount', value: 100 },
      couponCode: 'WELCOME10',
    });
    expect(both.statusCode).toBe(400);
    expect(both.body.message).toBe('Use a discount or a coupon, not both');
  });
});
