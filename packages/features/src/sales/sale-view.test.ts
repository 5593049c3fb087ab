import { describe, expect, it } from 'vitest';
import { saleSummaryOf, paidSale } from '@salon/api/mocks/factories/sales';
import { toSaleRow } from './sale-view';

describe('toSaleRow', () => {
  it('writes a paid sale in its currency and the salon’s locale', () => {
    const row = toSaleRow('en-US')(saleSummaryOf(paidSale));
    expect(row).toMatchObject({
      receiptNumber: 1042,
      clientName: 'Chris Walker',
      items: 'Haircut, Colouring, Argan Repair Shampoo',
      status: 'paid',
      date: 'Mar 16, 2026, 9:00 AM',
    });
    expect(row.total).toMatch(/^\$\d+\.\d\d$/);
    expect(
      toSaleRow('de-DE')({ ...saleSummaryOf(paidSale), currency: 'EUR', totalMinor: 123_450 }).total,
    ).toBe('1.234,50\u00a0€');
  });
});
