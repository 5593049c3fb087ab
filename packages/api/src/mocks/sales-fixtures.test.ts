import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Sale, SaleItem, SaleSettings, SaleSummary } from '../sales/schemas';
import {
  checkoutSale,
  demoSales,
  manyPaidSales,
  paidSale,
  saleFixtures,
  saleItems,
  saleSettings,
  saleSummaryOf,
  SHAMPOO,
  ukSaleSettings,
  walkInSale,
} from './factories/sales';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('sale fixtures', () => {
  it.each(Object.entries(saleFixtures))('serves %s as the contract says', (_name, sale) => {
    assert(sale, Sale);
    assert(saleSummaryOf(sale), SaleSummary);
  });

  it('serves the settings, the items and the list as the contract says', () => {
    assert(saleSettings, SaleSettings);
    assert(ukSaleSettings, SaleSettings);
    for (const item of saleItems) assert(item, SaleItem);
    for (const sale of demoSales()) assert(sale, Sale);
    expect(demoSales().length).toBeGreaterThan(20);
  });

  it('prices the visit with 8.25 % tax on top and nets the $35.00 deposit off', () => {
    expect(checkoutSale.lines.map((line) => [line.name, line.stylist?.name, line.totalMinor])).toEqual([
      ['Haircut', 'Stella Stylist', 5954],
      ['Colouring', 'James Carter', 15155],
    ]);
    expect(checkoutSale).toMatchObject({
      subtotalMinor: 19_500,
      taxMinor: 1609,
      totalMinor: 21_109,
      paidMinor: 3500,
      dueMinor: 17_609,
    });
    expect(checkoutSale.stylists).toHaveLength(2);
    expect(walkInSale).toMatchObject({ appointmentId: null, client: null, lines: [], dueMinor: 0 });
    expect(SHAMPOO).toMatchObject({ kind: 'product', priceMinor: 1800 });
  });

  it('pays the visit in full with a tip split between both stylists and a numbered receipt', () => {
    expect(paidSale.status).toBe('paid');
    expect(paidSale.dueMinor).toBe(0);
    expect(paidSale.paidMinor).toBe(paidSale.totalMinor);
    expect(paidSale.tips.map((tip) => tip.stylist.name)).toEqual(['Stella Stylist', 'James Carter']);
    expect(paidSale.tips.reduce((sum, tip) => sum + tip.amountMinor, 0)).toBe(paidSale.tipMinor);
    expect(paidSale.payments.map((payment) => payment.method)).toEqual(['deposit', 'cash', 'card']);
    expect(paidSale.receipt?.number).toBe(1042);
  });

  it('lists paid sales newest first with numbered receipts', () => {
    const sales = manyPaidSales(5);
    expect(sales.map((sale) => sale.receipt?.number)).toEqual([1040, 1039, 1038, 1037, 1036]);
    expect([...sales].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))).toEqual(sales);
    for (const sale of sales) expect(sale.dueMinor).toBe(0);
  });
});
