import { describe, expect, it } from 'vitest';
import { luminance, prefersLightText } from './readable-text';

describe('prefersLightText', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(prefersLightText('#5b21b6')).toBe(true);
    expect(prefersLightText('#000000')).toBe(true);
    expect(prefersLightText('#ffffff')).toBe(false);
    expect(prefersLightText('#fde047')).toBe(false);
    expect(prefersLightText('not a colour')).toBe(false);
  });

  it('computes WCAG luminance', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
  });
});
