import { describe, expect, it } from 'vitest';
import { subscriptionPackages, providerCoupons } from '@salon/api/mocks/factories/billing';
import { cents, couponSummary, durationText, money, packageCard } from './billing-view';

describe('billing view', () => {
  it('shows cents as dollars and reads typed dollars as cents', () => {
    expect(money(2900)).toBe('$29.00');
    expect(money(49_000)).toBe('$490.00');
    expect([cents('29'), cents('29.5'), cents('$7.50'), cents('0.05')]).toEqual([2900, 2950, 750, 5]);
  });

  it('words coupon durations and discounts', () => {
    expect(providerCoupons.map(durationText)).toEqual(['Forever', 'Repeating, 3 months', 'Once']);
    expect(couponSummary(providerCoupons[2]!)).toBe('$10.00 off, once');
  });

  it('maps a package to its card', () => {
    expect(packageCard(subscriptionPackages[0]!)).toEqual({
      id: 'prod_mockBasic',
      name: 'Basic',
      description: 'One calendar for a solo stylist.',
      active: true,
      calendars: 1,
      users: 1,
      plans: [
        { id: 'price_mockBasicMonth', interval: 'month', price: '$29.00', active: true },
        { id: 'price_mockBasicYear', interval: 'year', price: '$290.00', active: true },
      ],
    });
  });
});
