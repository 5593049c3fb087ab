import { paidSale, refundedSale } from '@salon/api/mocks/factories/sales';
import { refundOf } from '@salon/api/mocks/factories/sale-refunds';
import { describe, expect, it } from 'vitest';
import { refundPreview } from './refund-preview';

const lines = (...picks: Array<[number, number]>) =>
  picks.map(([index, quantity]) => ({ lineId: paidSale.lines[index]!._id, quantity }));
const choice = (picked: ReturnType<typeof lines>, tip = false) => ({
  lines: picked,
  tip,
  restock: true,
  reason: 'x',
});

describe('refundPreview', () => {
  it('gives a line back to the card first, the rest in cash', () => {
    expect(refundPreview(paidSale, choice(lines([1, 1])))).toEqual({
      amountMinor: 15_155,
      parts: [
        { method: 'card', detail: 'Visa •••• 4242', amountMinor: 13_708 },
        { method: 'cash', detail: '', amountMinor: 1447 },
      ],
      keptMinor: 0,
    });
  });

  it('gives back at most what the desk took: the online deposit stays', () => {
    const all = refundPreview(paidSale, choice(lines([0, 1], [1, 1], [2, 1]), true));
    expect(all.amountMinor).toBe(23_708);
    expect(all.keptMinor).toBe(3500);
  });

  it('answers what the server then refunds, after earlier refunds too', () => {
    const first = refundOf(
      paidSale,
      { ...choice(lines([2, 1])), restock: true },
      {
        _id: '5a1e3000-0000-4000-8000-0000000000f1',
        number: 2000,
        byName: 'Olivia Owner',
        createdAt: '2026-03-16T09:00:00.000Z',
      },
    );
    if (!('sale' in first)) throw new Error(first.message);
    const next = choice(lines([1, 1]), true);
    const preview = refundPreview(first.sale, next);
    const made = refundOf(first.sale, next, {
      _id: '5a1e3000-0000-4000-8000-0000000000f2',
      number: 2001,
      byName: 'Olivia Owner',
      createdAt: '2026-03-16T09:00:00.000Z',
    });
    if (!('sale' in made)) throw new Error(made.message);
    expect(preview.amountMinor).toBe(made.sale.refunds.at(-1)!.amountMinor);
    expect(preview.parts).toEqual(
      made.sale.refunds
        .at(-1)!
        .payments.map(({ method, detail, amountMinor }) => ({ method, detail, amountMinor })),
    );
  });

  it('splits a line by units, the last ones taking the remainder', () => {
    const line = { ...paidSale.lines[2]!, quantity: 3, totalMinor: 1000 };
    const sale = { ...paidSale, lines: [line] };
    expect(refundPreview(sale, choice([{ lineId: line._id, quantity: 1 }])).amountMinor).toBe(333);
    expect(refundPreview(sale, choice([{ lineId: line._id, quantity: 3 }])).amountMinor).toBe(1000);
  });

  it('has nothing left to give of a sale refunded in full', () => {
    expect(refundPreview(refundedSale, choice([], true))).toEqual({
      amountMinor: 0,
      parts: [],
      keptMinor: 0,
    });
  });
});
