import { describe, expect, it } from 'vitest';
import { promoCodeText, validatePromoCode } from './validate-promo-code';

describe('validatePromoCode', () => {
  it('gives the messages of spec 2 §5 in order', () => {
    expect(Object.entries(validatePromoCode({ code: '', coupon: null }))).toEqual([
      ['code', 'Please enter promotional code'],
      ['coupon', 'Please select coupon'],
    ]);
    expect(validatePromoCode({ code: 'ELEVENCHARS', coupon: 'coupon_a' })).toEqual({
      code: 'Promotional code cannot exceed 10 characters',
    });
    expect(validatePromoCode({ code: 'WELCOME10', coupon: 'coupon_a' })).toEqual({});
  });

  it('keeps the code upper case with letters, digits and dashes', () => {
    expect(promoCodeText('summer 5-off!')).toBe('SUMMER5-OFF');
  });
});
