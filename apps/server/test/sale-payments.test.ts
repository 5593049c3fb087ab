import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@salon/api/dashboard/schemas';
import type { SalePaymentOutcome } from '@salon/api/sales/schemas';
import { appointmentPayments, salePayments } from '../src/db/schema';
import { demoAppointmentId } from '../src/seed/booking';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { subServiceId } from '../src/seed/services-videos';
import { API, key, pay, save, start, VISA, type As } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

// The desk's payments under pressure: taps at the same moment, a card answer that was lost, and what the
// dashboard counts of the money taken.

const NOW = new Date('2026-03-16T14:00:00.000Z');
const STELLA = DEMO_USER_IDS.stylist;

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const stylist = useSession(t, 'stylist@example.com');

describe('taps at the same moment', () => {
  it('charge once for twenty taps of one Pay, and number fifty receipts closed at once without a gap', async () => {
    const sale = (await start(owner, {})).body.data;
    const priced = await save(owner, {
      saleId: sale._id,
      lines: [{ kind: 'service', itemId: subServiceId(1) }],
    });
    const tap = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner<SalePaymentOutcome>({
          method: 'POST',
          url: `${API}/sales/pay`,
          payload: {
            saleId: sale._id,
            key: tap,
            method: 'card',
            amountMinor: priced.body.data.totalMinor,
            paymentMethod: VISA,
          },
        }),
      ),
    );
    // Every tap is told the payment's outcome, or that it is still being taken.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const rows = await t.database.db.select().from(salePayments).where(eq(salePayments.saleId, sale._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('paid');

    const tapped = answers.find((answer) => answer.statusCode === 200)!.body.data.sale.receipt!.number;

    // Fifty sales closed at once: the next fifty numbers, each once.
    const others = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const one = (await start(owner, {})).body.data;
        await save(owner, { saleId: one._id, lines: [{ kind: 'service', itemId: subServiceId(3) }] });
        return one;
      }),
    );
    const paid = await Promise.all(
      others.map((one) => pay(owner, { saleId: one._id, method: 'cash', amountMinor: 3500 })),
    );
    const numbers = paid.map((answer) => answer.body.data.sale.receipt!.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => tapped + 1 + index));
  });
});

describe('a card payment whose answer was never recorded', () => {
  it('keeps the sale waiting, then is asked after: canceled, it charged nothing and the sale is paid another way', async () => {
    const sale = (await start(owner, {})).body.data;
    await save(owner, { saleId: sale._id, lines: [{ kind: 'service', itemId: subServiceId(3) }] });
    const [pending] = await t.database.db
      .insert(salePayments)
      .values({
        salonId: DEMO_SALON_ID,
        saleId: sale._id,
        method: 'card',
        status: 'pending',
        amountMinor: 3500,
        idempotencyKey: key(),
        createdAt: new Date(NOW.getTime() - 60_000),
      })
      .returning();
    const waiting = await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: 3500 });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.body.message).toBe('A card payment is being taken for this sale: wait for its answer');

    await t.database.db
      .update(salePayments)
      .set({ createdAt: new Date(NOW.getTime() - 3 * 60_000) })
      .where(eq(salePayments.id, pending!.id));
    const cash = await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: 3500 });
    expect(cash.statusCode).toBe(200);
    expect(cash.body.data.sale.status).toBe('paid');
    const [asked] = await t.database.db.select().from(salePayments).where(eq(salePayments.id, pending!.id));
    expect(asked).toMatchObject({
      status: 'declined',
      detail: 'The card payment did not go through: nothing was charged',
    });
  });
});

describe("the dashboard's Total Sales", () => {
  const totalSales = async (as: As) =>
    (
      await as<DashboardCounts>({
        method: 'POST',
        url: `${API}/report/dashboard-count-by-date-range`,
        payload: { from: '2026-03-16', to: '2026-03-16' },
      })
    ).body.data.counts.totalSales;

  it('counts the money taken at the desk (tips aside) and online, less refunds; a stylist their lines', async () => {
    const [salonBefore, stellaBefore] = [await totalSales(owner), await totalSales(stylist)];
    const sale = (await start(owner, {})).body.data;
    const priced = await save(owner, {
      saleId: sale._id,
      lines: [{ kind: 'service', itemId: subServiceId(3), stylistId: STELLA }],
      tip: { kind: 'amount', value: 500 },
    });
    await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: priced.body.data.totalMinor });
    expect(await totalSales(owner)).toBe(salonBefore + 3500);
    expect(await totalSales(stylist)).toBe(stellaBefore + 3500);

    const fee = crypto.randomUUID();
    await t.database.db.insert(appointmentPayments).values([
      {
        id: fee,
        salonId: DEMO_SALON_ID,
        appointmentId: demoAppointmentId(3),
        kind: 'late_cancel_fee',
        amountCents: 1500,
        currency: 'usd',
        status: 'succeeded',
        idempotencyKey: key(),
        createdAt: NOW,
      },
      {
        salonId: DEMO_SALON_ID,
        appointmentId: demoAppointmentId(3),
        kind: 'refund',
        refundOf: fee,
        amountCents: 400,
        currency: 'usd',
        status: 'succeeded',
        idempotencyKey: key(),
        createdAt: NOW,
      },
    ]);
    expect(await totalSales(owner)).toBe(salonBefore + 3500 + 1500 - 400);
    expect(await totalSales(stylist)).toBe(stellaBefore + 3500);
  });
});
