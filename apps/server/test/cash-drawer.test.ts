import { describe, expect, it } from 'vitest';
import type { CashDay } from '@salon/api/cash-drawer/schemas';
import { subServiceId } from '../src/seed/services-videos';
import { API, key, openSale, pay, refund, type As } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

// The desk's cash drawer: a float, the day's cash sales and refunds, cash in and out, and the cash-up
// that keeps the count and its difference and closes the day for good.

const NOW = new Date('2026-03-16T14:00:00.000Z');

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const manager = useSession(t, 'manager@example.com');
const stylist = useSession(t, 'stylist@example.com');

const day = (as: As, date?: string) =>
  as<CashDay>({ method: 'GET', url: `${API}/cash-drawer/day${date ? `?date=${date}` : ''}` });
const open = (as: As, floatMinor: number) =>
  as<CashDay>({ method: 'POST', url: `${API}/cash-drawer/open`, payload: { floatMinor } });
const move = (as: As, payload: Record<string, unknown>) =>
  as<CashDay>({ method: 'POST', url: `${API}/cash-drawer/movement`, payload: { key: key(), ...payload } });
const close = (as: As, payload: Record<string, unknown>) =>
  as<CashDay>({ method: 'POST', url: `${API}/cash-drawer/close`, payload });

describe('the cash drawer', () => {
  it('is for the owner and the manager only', async () => {
    expect((await day(stylist)).statusCode).toBe(403);
    expect((await open(stylist, 100)).statusCode).toBe(403);
    expect((await day(owner, '2026-03-17')).statusCode).toBe(400);
  });

  it('expects the float, cash sales and cash in, less cash refunds and cash out; a difference needs a note', async () => {
    const before = await day(manager);
    expect(before.body.data).toMatchObject({ status: 'not-opened', date: '2026-03-16', expectedMinor: 0 });
    expect((await move(manager, { kind: 'in', amountMinor: 100, reason: 'Change' })).statusCode).toBe(409);

    const opened = await open(manager, 10_000);
    expect(opened.statusCode, opened.body.message).toBe(200);
    expect(opened.body.data).toMatchObject({ status: 'open', floatMinor: 10_000, expectedMinor: 10_000 });
    expect((await open(owner, 5_000)).body.message).toBe("Today's drawer is already open");

    // A cash sale with change given back counts what was kept; a card sale counts nothing.
    const sale = await openSale(owner, [{ kind: 'service', itemId: subServiceId(1) }]);
    await pay(owner, {
      saleId: sale._id,
      method: 'cash',
      amountMinor: sale.totalMinor,
      tenderedMinor: sale.totalMinor + 700,
    });
    const cardSale = await openSale(owner, [{ kind: 'service', itemId: subServiceId(3) }]);
    await pay(owner, {
      saleId: cardSale._id,
      method: 'card',
      amountMinor: cardSale.totalMinor,
      paymentMethod: '4242424242424242',
    });
    const back = await refund(owner, {
      saleId: sale._id,
      lines: [{ lineId: sale.lines[0]!._id, quantity: 1 }],
    });
    expect(back.statusCode, back.body.message).toBe(200);

    const tap = key();
    expect(
      (await move(manager, { key: tap, kind: 'in', amountMinor: 2_000, reason: 'Change from the bank' }))
        .statusCode,
    ).toBe(200);
    // The same tap again is the same movement.
    await move(manager, { key: tap, kind: 'in', amountMinor: 2_000, reason: 'Change from the bank' });
    const moved = await move(owner, { kind: 'out', amountMinor: 500, reason: 'Milk for the coffee' });
    expect(moved.body.data).toMatchObject({
      cashSalesMinor: sale.totalMinor,
      cashRefundsMinor: sale.totalMinor,
      cashInMinor: 2_000,
      cashOutMinor: 500,
      expectedMinor: 10_000 + 2_000 - 500,
    });
    expect(moved.body.data.movements.map((one) => [one.kind, one.reason])).toEqual([
      ['in', 'Change from the bank'],
      ['out', 'Milk for the coffee'],
    ]);

    const short = await close(manager, { countedMinor: 11_000 });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe('Say why the count differs from what was expected');
    const closed = await close(manager, { countedMinor: 11_000, note: 'A five went missing' });
    expect(closed.statusCode, closed.body.message).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      expectedMinor: 11_500,
      countedMinor: 11_000,
      differenceMinor: -500,
      note: 'A five went missing',
    });
  });

  it('cannot change once cashed up, and keeps its figures while sales go on', async () => {
    expect((await move(owner, { kind: 'in', amountMinor: 100, reason: 'Late' })).statusCode).toBe(409);
    expect((await close(owner, { countedMinor: 0 })).statusCode).toBe(409);
    expect((await open(owner, 100)).body.message).toBe(
      "Today's drawer was cashed up: it opens again tomorrow",
    );
    const sale = await openSale(owner, [{ kind: 'service', itemId: subServiceId(1) }]);
    await pay(owner, { saleId: sale._id, method: 'cash', amountMinor: sale.totalMinor });
    const still = await day(owner, '2026-03-16');
    expect(still.body.data).toMatchObject({ status: 'closed', expectedMinor: 11_500, differenceMinor: -500 });

    // Tomorrow's drawer counts the cash taken after today's cash-up.
    t.container.clock.now = () => new Date(NOW.getTime() + 24 * 3_600_000);
    try {
      const tomorrow = await open(owner, 0);
      expect(tomorrow.statusCode, tomorrow.body.message).toBe(200);
      expect(tomorrow.body.data).toMatchObject({ date: '2026-03-17', cashSalesMinor: sale.totalMinor });
      const balanced = await close(owner, { countedMinor: sale.totalMinor });
      expect(balanced.body.data).toMatchObject({ status: 'closed', differenceMinor: 0 });
    } finally {
      t.container.clock.now = () => NOW;
    }
  });
});
