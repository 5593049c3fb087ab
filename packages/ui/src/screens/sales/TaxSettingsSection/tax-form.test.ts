import { describe, expect, it } from 'vitest';
import { rateBpOf, settingsFromForm, TAX_MESSAGES, taxFormOf } from './tax-form';

const vat = {
  taxLabel: 'VAT',
  taxNumber: 'GB 123 4567 89',
  service: { rateBp: 2000, inclusive: true },
  product: { rateBp: 2000, inclusive: true },
  tipPresets: [10, 12],
};

describe('tax settings form', () => {
  it('reads rates in per cents with two decimals as basis points', () => {
    expect(rateBpOf('8.25')).toBe(825);
    expect(rateBpOf('20')).toBe(2000);
    expect(rateBpOf('0')).toBe(0);
    expect(rateBpOf('100')).toBe(10_000);
    for (const bad of ['', '100.01', '8.255', '-1', 'x']) expect(rateBpOf(bad)).toBeNull();
  });

  it('gives back what it was given', () => {
    expect(taxFormOf(vat)).toMatchObject({ serviceRate: '20', tipPresets: '10, 12' });
    expect(settingsFromForm(taxFormOf(vat))).toEqual({ settings: vat });
    expect(settingsFromForm({ ...taxFormOf(vat), tipPresets: '20 %, 15,15' })).toMatchObject({
      settings: { tipPresets: [15, 20] },
    });
  });

  it('names every field that fails', () => {
    expect(
      settingsFromForm({
        ...taxFormOf(vat),
        taxLabel: ' ',
        serviceRate: '120',
        productRate: '',
        tipPresets: '5, 10, 15, 20, 25',
      }),
    ).toEqual({
      errors: {
        taxLabel: TAX_MESSAGES.label,
        serviceRate: TAX_MESSAGES.rate,
        productRate: TAX_MESSAGES.rate,
        tipPresets: TAX_MESSAGES.presets,
      },
    });
  });
});
