import { describe, expect, it } from 'vitest';
import {
  discountValue,
  EMPTY_COUPON_FORM,
  sanitizeCode,
  sanitizeDiscount,
  validateCoupon,
} from './validate-coupon';

describe('validateCoupon', () => {
  it('gives the spec messages, in order, for an empty form', () => {
    expect(Object.values(validateCoupon(EMPTY_COUPON_FORM))).toEqual([
      'Please enter coupon title',
      'Please enter a discount',
      'Please enter coupon code',
      'Please enter a start date',
      'Please enter an end date',
    ]);
  });

  it('limits title and code to 15 characters', () => {
    const errors = validateCoupon({ ...EMPTY_COUPON_FORM, title: 'x'.repeat(16), code: 'A'.repeat(16) });
    expect(errors.title).toBe('Coupon title cannot exceed 15 characters');
    expect(errors.code).toBe('Coupon code cannot exceed 15 characters');
  });

  it('checks the discount and the date order', () => {
    const start = new Date(2026, 2, 20);
    const errors = validateCoupon({
      ...EMPTY_COUPON_FORM,
      title: 'Spring',
      discount: '120',
      code: 'SPRING',
      startDate: start,
      endDate: new Date(2026, 2, 19),
    });
    expect(errors).toEqual({
      discount: 'A percent discount cannot be more than 100',
      endDate: 'The end date cannot be before the start date',
    });
  });
});

describe('coupon inputs', () => {
  it('keeps the code upper case, letters and digits only', () => {
    expect(sanitizeCode('spring 10-x')).toBe('SPRING10X');
  });

  it('keeps the discount numeric; amounts are sent in cents', () => {
    expect(sanitizeDiscount('1a0%', 'percent')).toBe('10');
    expect(sanitizeDiscount('$5.505', 'amount')).toBe('5.50');
    expect(sanitizeDiscount('500.5', 'amount', 0)).toBe('500');
    expect(sanitizeDiscount('1.2345', 'amount', 3)).toBe('1.234');
    expect(discountValue({ discount: '5.5', discountType: 'amount' })).toBe(550);
    expect(discountValue({ discount: '10', discountType: 'percent' })).toBe(10);
    expect(discountValue({ discount: '0', discountType: 'percent' })).toBeNull();
  });
});
