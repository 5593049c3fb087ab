import type { SaleSettingsView } from '../sale-model';

/** The Taxes section's fields as typed. */
export interface TaxForm {
  taxLabel: string;
  taxNumber: string;
  serviceRate: string;
  serviceInclusive: boolean;
  productRate: string;
  productInclusive: boolean;
  tipPresets: string;
}

export type TaxErrors = Partial<
  Record<'taxLabel' | 'taxNumber' | 'serviceRate' | 'productRate' | 'tipPresets', string>
>;

export const TAX_MESSAGES = {
  label: 'Please enter what receipts call the tax, e.g. VAT or Sales tax',
  labelLong: 'The tax label can be at most 30 characters',
  numberLong: 'The tax number can be at most 40 characters',
  rate: 'Please enter a rate from 0 to 100 % with at most two decimals',
  presets: 'Please enter up to four whole per cents from 1 to 100, separated by commas',
} as const;

/** Basis points as the rate field shows them: 825 → '8.25', 2000 → '20'. */
export const rateFieldOf = (rateBp: number) => String(rateBp / 100);

export function taxFormOf(settings: SaleSettingsView): TaxForm {
  return {
    taxLabel: settings.taxLabel,
    taxNumber: settings.taxNumber ?? '',
    serviceRate: rateFieldOf(settings.service.rateBp),
    serviceInclusive: settings.service.inclusive,
    productRate: rateFieldOf(settings.product.rateBp),
    productInclusive: settings.product.inclusive,
    tipPresets: settings.tipPresets.join(', '),
  };
}

/** '8.25' → 825 basis points; null unless 0–100 with at most two decimals. */
export function rateBpOf(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** The settings the form saves, or each field's message. */
export function settingsFromForm(form: TaxForm): { settings: SaleSettingsView } | { errors: TaxErrors } {
  const errors: TaxErrors = {};
  const label = form.taxLabel.trim();
  if (!label) errors.taxLabel = TAX_MESSAGES.label;
  else if (label.length > 30) errors.taxLabel = TAX_MESSAGES.labelLong;
  const number = form.taxNumber.trim();
  if (number.length > 40) errors.taxNumber = TAX_MESSAGES.numberLong;
  const service = rateBpOf(form.serviceRate);
  if (service === null) errors.serviceRate = TAX_MESSAGES.rate;
  const product = rateBpOf(form.productRate);
  if (product === null) errors.productRate = TAX_MESSAGES.rate;
  const parts = form.tipPresets
    .split(',')
    .map((part) => part.trim().replace(/\s*%$/, ''))
    .filter((part) => part !== '');
  const presets = parts.map(Number);
  if (
    parts.length > 4 ||
    parts.some((part) => !/^\d{1,3}$/.test(part)) ||
    presets.some((p) => p < 1 || p > 100)
  ) {
    errors.tipPresets = TAX_MESSAGES.presets;
  }
  if (Object.keys(errors).length > 0 || service === null || product === null) return { errors };
  return {
    settings: {
      taxLabel: label,
      taxNumber: number,
      service: { rateBp: service, inclusive: form.serviceInclusive },
      product: { rateBp: product, inclusive: form.productInclusive },
      tipPresets: [...new Set(presets)].sort((a, b) => a - b),
    },
  };
}
