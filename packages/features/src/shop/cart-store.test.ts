import { describe, expect, it } from 'vitest';
import { clampQuantity } from './cart-store';

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
  });
});
