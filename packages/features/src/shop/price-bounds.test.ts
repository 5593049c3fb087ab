import { describe, expect, it } from 'vitest';
import { FALLBACK_PRICE_BOUNDS, priceBoundsOf } from './price-bounds';

describe('priceBoundsOf', () => {
  it('runs from the floor of the lowest to the ceiling of the highest price, in major units', () => {
    expect(priceBoundsOf({ min: 1400, max: 11850 }, 'USD')).toEqual([14, 119]);
    expect(priceBoundsOf({ min: 1499, max: 11900 }, 'USD')).toEqual([14, 119]);
    expect(priceBoundsOf({ min: 1500, max: 12000 }, 'JPY')).toEqual([1500, 12000]);
    expect(priceBoundsOf({ min: 12345, max: 20001 }, 'KWD')).toEqual([12, 21]);
  });

  it('keeps a unit of room when every product has one price', () => {
    expect(priceBoundsOf({ min: 1800, max: 1800 }, 'USD')).toEqual([18, 19]);
  });

  it('falls back to the old range only when the prices are not known', () => {
    expect(priceBoundsOf(null, 'USD')).toEqual(FALLBACK_PRICE_BOUNDS);
    expect(priceBoundsOf(undefined, 'EUR')).toEqual([10, 10000]);
  });
});
