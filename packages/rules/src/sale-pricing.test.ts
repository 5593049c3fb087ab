import { describe, expect, it } from 'vitest';
import { changeFor, NO_TAX, priceSale, splitInProportion, taxOf, type SaleTaxes } from './sale-pricing';

const VAT_20_INCLUDED: SaleTaxes = {
  service: { rateBp: 2000, inclusive: true },
  product: { rateBp: 2000, inclusive: true },
};
const US_SALES_TAX: SaleTaxes = {
  service: { rateBp: 0, inclusive: false },
  product: { rateBp: 825, inclusive: false },
};

describe('taxOf', () => {
  it('takes tax out of an inclusive price and adds it to an exclusive one, rounded half up', () => {
    expect(taxOf(6000, { rateBp: 2000, inclusive: true })).toBe(1000);
    expect(taxOf(1999, { rateBp: 2000, inclusive: true })).toBe(333); // 333.17
    expect(taxOf(1999, { rateBp: 825, inclusive: false })).toBe(165); // 164.92
    expect(taxOf(2, { rateBp: 2500, inclusive: false })).toBe(1); // 0.5 rounds up
    expect(taxOf(1000, { rateBp: 0, inclusive: false })).toBe(0);
  });

  it('stays exact past 2^53', () => {
    expect(taxOf(9_000_000_000_000, { rateBp: 9999, inclusive: false })).toBe(8_999_100_000_000);
  });
});

describe('splitInProportion', () => {
  it('hands the odd units to the largest remainders and sums to the total', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(10, [3000, 1000])).toEqual([8, 2]); // 7.5 and 2.5: the first is older
    expect(splitInProportion(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('priceSale', () => {
  it('prices a cut, a colour and a shampoo with VAT included (two-digit currency)', () => {
    const sale = priceSale({
      lines: [
        { kind: 'service', unitMinor: 4500, quantity: 1 },
        { kind: 'service', unitMinor: 8000, quantity: 1 },
        { kind: 'product', unitMinor: 1999, quantity: 2 },
      ],
      taxes: VAT_20_INCLUDED,
    });
    expect(sale.lines.map((line) => line.taxMinor)).toEqual([750, 1333, 666]);
    expect(sale.subtotalMinor).toBe(16498);
    expect(sale.taxMinor).toBe(2749);
    expect(sale.totalMinor).toBe(16498);
    expect(sale.dueMinor).toBe(16498);
  });

  it('adds US sales tax to products only, per line', () => {
    const sale = priceSale({
      lines: [
        { kind: 'service', unitMinor: 4500, quantity: 1 },
        { kind: 'product', unitMinor: 1999, quantity: 1 },
        { kind: 'product', unitMinor: 1999, quantity: 1 },
      ],
      taxes: US_SALES_TAX,
    });
    expect(sale.lines.map((line) => line.taxMinor)).toEqual([0, 165, 165]);
    expect(sale.totalMinor).toBe(4500 + 2 * 2164);
  });

  it('rounds in a zero-digit and a three-digit currency alike: the units are the minor units', () => {
    const yen = priceSale({
      lines: [{ kind: 'service', unitMinor: 5500, quantity: 1 }],
      taxes: { ...NO_TAX, service: { rateBp: 1000, inclusive: true } },
    });
    expect(yen.taxMinor).toBe(500);
    const dinar = priceSale({
      lines: [{ kind: 'product', unitMinor: 12345, quantity: 1 }],
      taxes: { ...NO_TAX, product: { rateBp: 1000, inclusive: false } },
    });
    expect(dinar.taxMinor).toBe(1235); // 1234.5 → 1235 fils
    expect(dinar.totalMinor).toBe(13580);
  });

  it('takes a line discount, then splits the sale discount over what is left, and taxes the rest', () => {
    const sale = priceSale({
      lines: [
        { kind: 'service', unitMinor: 6000, quantity: 1, discount: { kind: 'percent', value: 50 } },
        { kind: 'product', unitMinor: 1000, quantity: 1 },
      ],
      discount: { kind: 'amount', value: 1000 },
      taxes: VAT_20_INCLUDED,
    });
    // 3000 and 1000 left: the 1000 off is split 750 / 250.
    expect(sale.lines.map((line) => line.discountMinor)).toEqual([3750, 250]);
    expect(sale.lines.map((line) => line.totalMinor)).toEqual([2250, 750]);
    expect(sale.lines.map((line) => line.taxMinor)).toEqual([375, 125]);
    expect(sale.discountMinor).toBe(4000);
    expect(sale.totalMinor).toBe(3000);
  });

  it('never discounts below zero', () => {
    const sale = priceSale({
      lines: [{ kind: 'product', unitMinor: 500, quantity: 1, discount: { kind: 'amount', value: 900 } }],
      discount: { kind: 'percent', value: 100 },
      taxes: VAT_20_INCLUDED,
    });
    expect(sale.totalMinor).toBe(0);
    expect(sale.discountMinor).toBe(500);
  });

  it('splits a percentage tip evenly between the stylists, untaxed, and nets off the deposit', () => {
    const sale = priceSale({
      lines: [
        { kind: 'service', unitMinor: 4500, quantity: 1 },
        { kind: 'service', unitMinor: 8000, quantity: 1 },
      ],
      taxes: VAT_20_INCLUDED,
      tip: { kind: 'percent', value: 15 },
      tipStylists: ['ana', 'ben', 'ana'],
      prepaidMinor: 3500,
    });
    expect(sale.tipMinor).toBe(1875);
    expect(sale.tips).toEqual([
      { stylistId: 'ana', amountMinor: 938 },
      { stylistId: 'ben', amountMinor: 937 },
    ]);
    expect(sale.taxMinor).toBe(2083);
    expect(sale.totalMinor).toBe(14375);
    expect(sale.prepaidMinor).toBe(3500);
    expect(sale.dueMinor).toBe(10875);
  });

  it('never nets off more than the total', () => {
    const sale = priceSale({
      lines: [{ kind: 'service', unitMinor: 2000, quantity: 1 }],
      taxes: NO_TAX,
      prepaidMinor: 3500,
    });
    expect(sale.prepaidMinor).toBe(2000);
    expect(sale.dueMinor).toBe(0);
  });
});

describe('changeFor', () => {
  it('gives the change, or null when the cash does not cover what is due', () => {
    expect(changeFor(5000, 4375)).toBe(625);
    expect(changeFor(4375, 4375)).toBe(0);
    expect(changeFor(4000, 4375)).toBeNull();
  });
});
