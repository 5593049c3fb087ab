import { describe, expect, it } from 'vitest';
import { dateOf, dayOf, dayText, discountText } from './coupon-text';

const USD = { currency: 'USD', locale: 'en-US' };

describe('coupon texts', () => {
  it('formats days and discounts', () => {
    expect(dayText('2026-03-10')).toBe('Mar 10, 2026');
    expect(discountText({ discountType: 'percent', discount: 10 }, USD)).toBe('10% off');
    expect(discountText({ discountType: 'amount', discount: 550 }, USD)).toBe('$5.50 off');
    expect(
      discountText({ discountType: 'amount', discount: 550 }, { currency: 'JPY', locale: 'ja-JP' }),
    ).toBe('￥550 off');
    expect(dayOf(dateOf('2026-12-31'))).toBe('2026-12-31');
  });
});
