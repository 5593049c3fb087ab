import { describe, expect, it } from 'vitest';
import { toBillingRow } from './billing-view';

describe('toBillingRow', () => {
  const payment = {
    _id: 'p1',
    date: '2026-11-28T10:00:00.000Z',
    amount: 1900,
    discount: 1000,
    currency: 'usd',
    status: 'paid' as const,
    plan: 'Pro',
    interval: 'month' as const,
    period_start: Date.UTC(2026, 10, 28) / 1000,
    period_end: Date.UTC(2026, 11, 28) / 1000,
    hosted_invoice_url: 'https://invoice.stripe.com/i/x',
  };

  it('formats the amount, discount, dates and plan', () => {
    expect(toBillingRow(payment)).toEqual({
      id: 'p1',
      date: 'November 28, 2026',
      plan: 'Pro, monthly',
      period: 'November 28, 2026 – December 28, 2026',
      amount: '$19.00',
      discount: '$10.00 off',
      status: 'paid',
      invoiceUrl: 'https://invoice.stripe.com/i/x',
    });
  });

  it('has no discount text without a discount, and writes other currencies with Intl', () => {
    const row = toBillingRow({ ...payment, discount: 0, currency: 'eur', hosted_invoice_url: null });
    expect(row.discount).toBeNull();
    expect(row.amount).toBe('€19.00');
    expect(row.invoiceUrl).toBeNull();
  });
});
