import { describe, expect, it } from 'vitest';
import { tipAmountOf } from './tip-amount';

describe('tipAmountOf', () => {
  it('reads an amount in the currency’s minor units', () => {
    expect(tipAmountOf('10', 'USD')).toEqual({ minor: 1000 });
    expect(tipAmountOf(' 7.50 ', 'USD')).toEqual({ minor: 750 });
    expect(tipAmountOf('500', 'JPY')).toEqual({ minor: 500 });
  });

  it('refuses an empty, malformed or over-precise amount', () => {
    expect(tipAmountOf('', 'USD')).toEqual({ error: 'Please enter the tip' });
    expect(tipAmountOf('1.555', 'USD')).toEqual({
      error: 'Please enter an amount; it must have at most two decimals',
    });
    expect(tipAmountOf('-2', 'USD')).toHaveProperty('error');
    expect(tipAmountOf('2.5', 'JPY')).toEqual({ error: 'Please enter an amount; it must be a whole amount' });
  });
});
