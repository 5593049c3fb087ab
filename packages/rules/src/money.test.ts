import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currencySymbol,
  fitsMinorUnits,
  formatMoney,
  formatWholeMoney,
  isCurrencyCode,
  isLocaleTag,
  majorToMinor,
  minorDigits,
  minorToMajor,
  minorToText,
  PLATFORM_MONEY,
  textToMinor,
} from './money';

// Intl separates some symbols with a no-break space (U+00A0) or a narrow one (U+202F).
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes US dollars in en-US with cents', () => {
    expect(formatMoney(1999, PLATFORM_MONEY)).toBe('$19.99');
    expect(formatMoney(0, PLATFORM_MONEY)).toBe('$0.00');
    expect(formatMoney(123456789, { currency: 'USD', locale: 'en-US' })).toBe('$1,234,567.89');
    expect(formatMoney(-550, PLATFORM_MONEY)).toBe('-$5.50');
  });

  it('writes euros in de-DE with a decimal comma and the sign after', () => {
    expect(spaced(formatMoney(1999, { currency: 'EUR', locale: 'de-DE' }))).toBe('19,99 €');
    expect(spaced(formatMoney(123456789, { currency: 'EUR', locale: 'de-DE' }))).toBe('1.234.567,89 €');
  });

  it('writes yen in ja-JP without a minor unit', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(formatMoney(1500, { currency: 'JPY', locale: 'ja-JP' })).toBe('￥1,500');
  });

  it('writes Kuwaiti dinars with three digits', () => {
    expect(minorDigits('KWD')).toBe(3);
    expect(spaced(formatMoney(1500, { currency: 'KWD', locale: 'en-US' }))).toBe('KWD 1.500');
    expect(spaced(formatMoney(1, { currency: 'KWD', locale: 'en-US' }))).toBe('KWD 0.001');
  });

  it('keeps every digit of an amount past 2^31 and up to the largest safe integer', () => {
    expect(formatMoney(2 ** 31 + 1, PLATFORM_MONEY)).toBe('$21,474,836.49');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, PLATFORM_MONEY)).toBe('$90,071,992,547,409.91');
  });
});

describe('amount fields', () => {
  it('read and write the currency’s digits', () => {
    expect(minorToText(1999, 'USD')).toBe('19.99');
    expect(minorToText(5, 'USD')).toBe('0.05');
    expect(minorToText(1500, 'JPY')).toBe('1500');
    expect(textToMinor('19.99', 'USD')).toBe(1999);
    expect(textToMinor('0.29', 'USD')).toBe(29);
    expect(textToMinor('19', 'USD')).toBe(1900);
    expect(textToMinor('1500', 'JPY')).toBe(1500);
    expect(textToMinor('1.5', 'KWD')).toBe(1500);
  });

  it('refuse more digits than the currency has, and what is not an amount', () => {
    expect(textToMinor('19.999', 'USD')).toBeNull();
    expect(textToMinor('15.5', 'JPY')).toBeNull();
    expect(textToMinor('-1', 'USD')).toBeNull();
    expect(textToMinor('abc', 'USD')).toBeNull();
  });
});

describe('currency and locale checks', () => {
  it('know ISO 4217 codes in upper case only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });

  it('know BCP 47 tags Intl formats in, written canonically', () => {
    expect(isLocaleTag('en-US')).toBe(true);
    expect(isLocaleTag('de-DE')).toBe(true);
    expect(isLocaleTag('fr-FR')).toBe(true);
    expect(isLocaleTag('de-de')).toBe(false);
    expect(isLocaleTag('not a locale')).toBe(false);
    expect(isLocaleTag('')).toBe(false);
  });
});

describe('minorToMajor and fitsMinorUnits', () => {
  it('converts with the currency digits', () => {
    expect(minorToMajor(1250, 'USD')).toBe(12.5);
    expect(minorToMajor(5000, 'JPY')).toBe(5000);
    expect(minorToMajor(12345, 'KWD')).toBe(12.345);
    expect(majorToMinor(5000, 'JPY')).toBe(5000);
    expect(majorToMinor(12.345, 'KWD')).toBe(12345);
  });

  it('knows whether an amount fits the minor unit', () => {
    expect(fitsMinorUnits(12.5, 'USD')).toBe(true);
    expect(fitsMinorUnits(12.555, 'USD')).toBe(false);
    expect(fitsMinorUnits(5000, 'JPY')).toBe(true);
    expect(fitsMinorUnits(12.5, 'JPY')).toBe(false);
    expect(fitsMinorUnits(12.345, 'KWD')).toBe(true);
    expect(fitsMinorUnits(Number.NaN, 'USD')).toBe(false);
  });
});

describe('formatWholeMoney', () => {
  it('writes a whole amount in the currency without a minor part', () => {
    expect(formatWholeMoney(10000, PLATFORM_MONEY)).toBe('$10,000');
    expect(formatWholeMoney(10000, { currency: 'JPY', locale: 'ja-JP' })).toBe('￥10,000');
    expect(spaced(formatWholeMoney(10, { currency: 'KWD', locale: 'en-US' }))).toBe('KWD 10');
  });
});

describe('currencySymbol', () => {
  it('is the sign the locale writes', () => {
    expect(currencySymbol(PLATFORM_MONEY)).toBe('$');
    expect(currencySymbol({ currency: 'JPY', locale: 'en-US' })).toBe('¥');
    expect(currencySymbol({ currency: 'KWD', locale: 'en-US' })).toBe('KWD');
  });
});

describe('number formats are made once and reused', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no new Intl.NumberFormat for a currency and locale already used', () => {
    const gbp = { currency: 'GBP', locale: 'en-GB' };
    expect(formatMoney(1999, gbp)).toBe('£19.99');
    expect(formatWholeMoney(10, gbp)).toBe('£10');
    expect(minorDigits('gbp')).toBe(2);
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 50; i++) {
      formatMoney(i, gbp);
      formatWholeMoney(i, gbp);
      minorDigits('GBP');
      majorToMinor(i, 'GBP');
    }
    expect(made).not.toHaveBeenCalled();
  });

  it('asks Intl once whether a currency or a locale is known', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isLocaleTag('de-DE')).toBe(true);
    const currencies = vi.spyOn(Intl, 'supportedValuesOf');
    const locales = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    for (let i = 0; i < 20; i++) {
      expect(isCurrencyCode('EUR')).toBe(true);
      expect(isCurrencyCode('EUX')).toBe(false);
      expect(isLocaleTag('de-DE')).toBe(true);
    }
    expect(currencies).not.toHaveBeenCalled();
    expect(locales).not.toHaveBeenCalled();
    expect(isLocaleTag('de-de')).toBe(false);
  });

  it('still refuses a currency Intl does not know', () => {
    expect(() => minorDigits('XX')).toThrow(RangeError);
  });
});
