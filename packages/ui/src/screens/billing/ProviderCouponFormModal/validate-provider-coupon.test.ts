import { describe, expect, it } from 'vitest';
import { validateProviderCoupon, type ProviderCouponFormValues } from './validate-provider-coupon';

const valid: ProviderCouponFormValues = { name: 'Welcome $10', discount: '10', duration: 'once', months: '' };

describe('validateProviderCoupon', () => {
  it('gives every message of spec 2 §5 in order when all fail', () => {
    expect(
      Object.entries(validateProviderCoupon({ ...valid, name: '', discount: '', duration: null }, 'create')),
    ).toEqual([
      ['name', 'Please enter coupon name'],
      ['discount', 'Please enter a discount'],
      ['duration', 'Please enter coupon duration'],
    ]);
  });

  it('limits the name to 15 characters and checks only the name on update', () => {
    expect(validateProviderCoupon({ ...valid, name: 'Sixteen chars!!!' }, 'create')).toEqual({
      name: 'Coupon name cannot exceed 15 characters',
    });
    expect(validateProviderCoupon({ ...valid, discount: '', duration: null }, 'update')).toEqual({});
  });

  it('wants months for a repeating coupon and a real amount', () => {
    expect(validateProviderCoupon({ ...valid, duration: 'repeating' }, 'create')).toEqual({
      months: 'Please enter number of months',
    });
    expect(validateProviderCoupon({ ...valid, duration: 'repeating', months: '40' }, 'create')).toEqual({
      months: 'Please enter 1 to 36 months',
    });
    expect(validateProviderCoupon({ ...valid, discount: 'ten' }, 'create')).toEqual({
      discount: 'Please enter a valid discount',
    });
    expect(validateProviderCoupon({ ...valid, duration: 'repeating', months: '3' }, 'create')).toEqual({});
  });
});
