import { describe, expect, it } from 'vitest';
import { integerTicks, visibleLabels } from './chart-scale';

describe('integer ticks', () => {
  it('has whole-number ticks only, from 0 to the first tick at or above the maximum', () => {
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(integerTicks(42)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(integerTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('counts one by one for small maxima: never 0.5', () => {
    expect(integerTicks(1)).toEqual([0, 1]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let max = 0; max <= 250; max += 1) {
      const ticks = integerTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it('still has an axis for a chart of zeros', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
  });
});

describe('visible labels', () => {
  const days = Array.from({ length: 31 }, (_, index) => `Mar ${index + 1}`);

  it('prints every label that fits', () => {
    expect(visibleLabels(days.slice(0, 5), 500, 48)).toEqual(days.slice(0, 5));
  });

  it('prints every n-th label of a month on a narrow axis, the first included', () => {
    const shown = visibleLabels(days, 300, 48);
    expect(shown[0]).toBe('Mar 1');
    expect(shown.length).toBeLessThanOrEqual(6);
    expect(shown).toEqual(['Mar 1', 'Mar 7', 'Mar 13', 'Mar 19', 'Mar 25', 'Mar 31']);
  });

  it('prints nothing on an axis of no width', () => {
    expect(visibleLabels(days, 0, 48)).toEqual([]);
    expect(visibleLabels(days, -20, 48)).toEqual([]);
  });
});
