import { describe, expect, it } from 'vitest';
import { centsToText, discountPercent, formatCents, savingText, textToCents } from './pricing';

describe('savingText', () => {
  it('writes the percent whole unless it has a fraction, with no space before the sign', () => {
    expect(savingText(2000, 1500)).toBe('Save 25%');
    expect(savingText(11900, 8900)).toBe('Save 25.21%');
    expect(savingText(2000, 1900)).toBe('Save 5%');
  });

  it('is null without a discount', () => {
    expect(savingText(1500, 1500)).toBeNull();
    expect(savingText(1000, 1100)).toBeNull();
    expect(savingText(0, 1500)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('is (actual - price) / actual * 100 rounded to 2 decimals', () => {
    expect(discountPercent(2000, 1500)).toBe(25);
    expect(discountPercent(3000, 2000)).toBe(33.33);
    expect(discountPercent(3000, 1000)).toBe(66.67);
    expect(discountPercent(999, 899)).toBe(10.01);
  });

  it('rounds half up where floating point would round down', () => {
    // (200000 - 197990) / 200000 * 100 = 1.005 exactly; as a float it is 1.00499…
    expect(discountPercent(200000, 197990)).toBe(1.01);
  });

  it('is 0 without a discount or without an actual price', () => {
    expect(discountPercent(1500, 1500)).toBe(0);
    expect(discountPercent(0, 1500)).toBe(0);
  });

  it('is negative when the price is above the actual price', () => {
    expect(discountPercent(1000, 1100)).toBe(-10);
  });
});

describe('money text', () => {
  it('formats cents with two decimals', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('turns cents into field text and back without float drift', () => {
    expect(centsToText(1999)).toBe('19.99');
    expect(textToCents('19.99')).toBe(1999);
    expect(textToCents('0.29')).toBe(29);
    expect(textToCents('$ 12.5')).toBe(1250);
    expect(textToCents('12')).toBe(1200);
    expect(textToCents('12.')).toBe(1200);
  });

  it('refuses text that is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1,000', '1e3']) expect(textToCents(text)).toBeNull();
  });
});
