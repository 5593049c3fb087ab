import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CashDay } from '../cash-drawer/schemas';
import { SalesReport } from '../sales/report-schemas';
import { Sale } from '../sales/schemas';
import { cashDayFixtures, expectedOf, openCashDay, shortCashDay } from './factories/cash-drawer';
import { SALE_REFUND_MESSAGES } from '../sales/schemas';
import { refundOf } from './factories/sale-refunds';
import { demoSales, paidSale, refundedSale } from './factories/sales';
import { salesReportOf } from './factories/sales-report';

const who = {
  _id: '5a1e3000-0000-4000-8000-0000000000f1',
  number: 2000,
  byName: 'Olivia Owner',
  createdAt: '2026-03-16T09:00:00.000Z',
};
const refund = (lines: Array<[number, number]>, more: { tip?: boolean; restock?: boolean } = {}) =>
  refundOf(
    paidSale,
    {
      lines: lines.map(([index, quantity]) => ({ lineId: paidSale.lines[index]!._id, quantity })),
      tip: more.tip ?? false,
      restock: more.restock ?? true,
      reason: 'Unhappy',
    },
    who,
  );

// The mocks refund as the server does (packages/api/src/sales/schemas.ts `RefundSaleBody`).
describe('desk refunds in the mocks', () => {
  it('gives a line back to the card first, then cash, never the online deposit', () => {
    const colouring = refund([[1, 1]]);
    if (!('sale' in colouring)) throw new Error(colouring.message);
    const made = colouring.sale.refunds.at(-1)!;
    expect(made.amountMinor).toBe(15_155);
    expect(made.payments.map((part) => [part.method, part.amountMinor])).toEqual([
      ['card', 13_708],
      ['cash', 1447],
    ]);
    expect(colouring.sale.status).toBe('paid');
    assert(colouring.sale, Sale);
  });

  it('refunds everything up to what the desk took and marks the sale refunded', () => {
    const all = refund(
      [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      { tip: true },
    );
    if (!('sale' in all)) throw new Error(all.message);
    expect(all.sale.status).toBe('refunded');
    expect(all.sale.refundedMinor).toBe(paidSale.paidMinor - 3500);
    expect(all.restocked.get(paidSale.lines[2]!.itemId!)).toBe(1);
  });

  it('splits a line in proportion, the last unit taking the remainder', () => {
    const line = { ...paidSale.lines[2]!, quantity: 3, totalMinor: 1000, taxMinor: 100 };
    const sale = { ...paidSale, lines: [line] };
    const first = refundOf(
      sale,
      { lines: [{ lineId: line._id, quantity: 1 }], tip: false, restock: false, reason: 'x' },
      who,
    );
    if (!('sale' in first)) throw new Error(first.message);
    expect(first.sale.refunds[0]!.amountMinor).toBe(333);
    const rest = refundOf(
      first.sale,
      { lines: [{ lineId: line._id, quantity: 2 }], tip: false, restock: false, reason: 'x' },
      { ...who, _id: '5a1e3000-0000-4000-8000-0000000000f2' },
    );
    if (!('sale' in rest)) throw new Error(rest.message);
    expect(rest.sale.refunds[1]!.amountMinor).toBe(667);
    expect(rest.sale.refunds[1]!.taxMinor).toBe(67);
  });

  it('refuses nothing to give back, too many units and a sale refunded already', () => {
    expect(refund([])).toEqual({ status: 400, message: SALE_REFUND_MESSAGES.nothing });
    expect(refund([[0, 2]])).toEqual({ status: 400, message: 'Only 1 of Haircut can be given back' });
    expect(refundOf(refundedSale, { lines: [], tip: true, restock: true, reason: 'x' }, who)).toEqual({
      status: 409,
      message: SALE_REFUND_MESSAGES.refundedAlready,
    });
  });
});

describe('sales report and cash drawer fixtures', () => {
  it('reports the demo sales by every group as the contract says', () => {
    for (const by of ['day', 'stylist', 'service', 'product', 'method'] as const) {
      const report = salesReportOf(demoSales(), { from: '2026-02-15', to: '2026-03-16', by });
      assert(report, SalesReport);
      expect(report.totals.netMinor).toBe(
        report.totals.salesMinor + report.totals.tipMinor - report.totals.refundMinor,
      );
    }
    const byDay = salesReportOf(demoSales(), { from: '2026-03-16', to: '2026-03-16', by: 'day' });
    expect(byDay.rows).toHaveLength(1);
    expect(byDay.rows[0]!.refundMinor).toBe(refundedSale.refundedMinor);
  });

  it('serves each cash day as the contract says, its expected worked out', () => {
    for (const day of Object.values(cashDayFixtures)) assert(day, CashDay);
    expect(openCashDay.expectedMinor).toBe(expectedOf(openCashDay));
    expect(openCashDay.expectedMinor).toBe(25_375);
    expect(shortCashDay.differenceMinor).toBe(-500);
  });
});
