import { describe, expect, it } from 'vitest';
import { cashAmount, checkCount } from './cash-form';

describe('the cash-up count', () => {
  it('is balanced, short or over the expected cash as it is typed', () => {
    expect(checkCount('', 25_375, 'USD')).toEqual({ kind: 'none' });
    expect(checkCount('253.75', 25_375, 'USD')).toEqual({ kind: 'balanced' });
    expect(checkCount('250', 25_375, 'USD')).toEqual({ kind: 'short', byMinor: 375 });
    expect(checkCount('260', 25_375, 'USD')).toEqual({ kind: 'over', byMinor: 625 });
  });

  it('reads only amounts the currency has', () => {
    expect(cashAmount('12.345', 'USD')).toBeNull();
    expect(cashAmount('-5', 'USD')).toBeNull();
    expect(cashAmount('1500', 'JPY')).toBe(1500);
  });
});
