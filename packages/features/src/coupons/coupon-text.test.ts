import { describe, expect, it } from 'vitest';
import { dateOf, dayOf, dayText, discountText } from './coupon-text';

describe('coupon texts', () => {
  it('formats days and discounts', () => {
    expect(dayText('2026-03-10')).toBe('Mar 10, 2026');
    expect(discountText({ discountType: 'percent', discount: 10 })).toBe('10% off');
    expect(discountText({ discountType: 'amount', discount: 550 })).toBe('$5.50 off');
    expect(dayOf(dateOf('2026-12-31'))).toBe('2026-12-31');
  });
});
