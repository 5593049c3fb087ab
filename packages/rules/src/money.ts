/**
 * Money, the one home of its formatting: amounts travel and are stored as integer minor units
 * of a currency (cents of USD, yen of JPY, fils of KWD), and every price a person reads is made here with
 * `Intl.NumberFormat` in a currency and a locale. A salon's money (services, products, orders, coupons,
 * reports, its site and e-mails) is in the salon's currency and locale; the platform's own billing (plans,
 * subscriptions, onboarding) in `PLATFORM_MONEY`. Plain functions, so the ui may use them too; the
 * server, the contract and the features import them through `@salon/api/money/format`.
 */

/** How a salon's amounts are written: an ISO 4217 code (upper case) and a BCP 47 locale tag. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

/** The platform's own prices (subscription plans, onboarding): US dollars, in US English. */
export const PLATFORM_MONEY: MoneyFormat = { currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE };

// Making an Intl.NumberFormat costs far more than using one (about a millisecond on a phone): a page
// of prices made one per price and per call of minorDigits, and its hydration blocked the main thread
//. Each format is made once per locale, currency and options and reused.
const formats = new Map<string, Intl.NumberFormat>();

function cachedFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let found = formats.get(key);
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
}

function numberFormat(format: MoneyFormat): Intl.NumberFormat {
  return cachedFormat(`${format.locale}|${format.currency}`, () => {
    return new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency });
  });
}

/** The digits after the decimal point of a currency's minor unit: USD 2, JPY 0, KWD 3. */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  return (
    numberFormat({ locale: DEFAULT_LOCALE, currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** What an amount of the currency may have after the point: 'at most two decimals', 'no decimals'. */
export function decimalsText(currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return 'must be a whole amount';
  return digits === 2 ? 'must have at most two decimals' : `must have at most ${digits} decimals`;
}

/**
 * Integer minor units as a decimal string, exactly (no float division): 1999 with 2 digits is '19.99',
 * 500 with 0 digits is '500', -5 with 3 digits is '-0.005'.
 */
export function minorToDecimal(minorUnits: number, digits: number): string {
  const whole = Math.round(minorUnits);
  const sign = whole < 0 ? '-' : '';
  const text = String(Math.abs(whole)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * 1999 in `{ currency: 'USD', locale: 'en-US' }` → '$19.99'; in EUR de-DE '19,99 €'; 1500 JPY ja-JP '￥1,500';
 * 1500 KWD en-US 'KWD 1.500'. Exact up to `Number.MAX_SAFE_INTEGER` minor units.
 */
export function formatMoney(minorUnits: number, format: MoneyFormat): string {
  const decimal = minorToDecimal(minorUnits, minorDigits(format.currency));
  // A decimal string keeps every digit (Intl.NumberFormat v3); a number would round past 2^53.
  return numberFormat(format).format(decimal as unknown as number);
}

/** The currency's sign as the locale writes it: '$' (USD en-US), '€', '¥' (JPY en-US), 'KWD'. */
export function currencySymbol(format: MoneyFormat): string {
  return (
    numberFormat(format)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? format.currency
  );
}

/**
 * A whole amount in major units, without a minor part: a price filter's ends. 10000 in USD en-US
 * '$10,000', in JPY ja-JP '￥10,000', in KWD en-US 'KWD 10,000'.
 */
export function formatWholeMoney(amount: number, format: MoneyFormat): string {
  const whole = cachedFormat(`${format.locale}|${format.currency}|whole`, () => {
    return new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: format.currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  });
  return whole.format(amount);
}

/**
 * An amount in major units (what the services' contract carries: 35 or 12.5) as minor units of the
 * currency: 12.5 USD → 1250, 1500 JPY → 1500.
 */
export function majorToMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/**
 * Minor units as an amount in major units (what the services' contract carries), exact to the currency's
 * digits: 1250 USD → 12.5, 5000 JPY → 5000, 12345 KWD → 12.345.
 */
export function minorToMajor(minorUnits: number, currency: string): number {
  return Number(minorToDecimal(minorUnits, minorDigits(currency)));
}

/**
 * Whether an amount in major units has at most the currency's digits: 12.5 USD yes, 12.5 JPY no,
 * 12.345 KWD yes.
 */
export function fitsMinorUnits(amount: number, currency: string): boolean {
  if (!Number.isFinite(amount)) return false;
  const scaled = amount * 10 ** minorDigits(currency);
  return Math.abs(scaled - Math.round(scaled)) <= 1e-6 * Math.max(1, Math.abs(scaled));
}

/** Minor units as the text an amount field starts with: 1999 USD → '19.99', 1500 JPY → '1500'. */
export function minorToText(minorUnits: number, currency: string): string {
  return minorToDecimal(minorUnits, minorDigits(currency));
}

/**
 * The text of an amount field → minor units, parsed as text (no float rounding): '19.99' USD → 1999,
 * '1500' JPY → 1500, '1.5' KWD → 1500. Null when it is not a plain amount with at most the currency's
 * digits.
 */
export function textToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^\s*(\d{1,15})(?:\.(\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const value = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

// The answers below never change in a runtime, and asking Intl costs tens of milliseconds on a phone
// (each salon answer's currency and locale is checked by the contract's schemas): asked once each.
let knownCurrencies: Set<string> | null = null;
const localeTags = new Map<string, boolean>();

/** Whether `code` is an ISO 4217 currency this runtime knows (upper case, e.g. 'USD', 'EUR', 'JPY'). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
    return knownCurrencies.has(code);
  } catch {
    return false;
  }
}

/**
 * Whether `tag` is a BCP 47 locale tag that `Intl` accepts and formats numbers in, written canonically
 * ('de-DE', not 'de-de').
 */
export function isLocaleTag(tag: string): boolean {
  let known = localeTags.get(tag);
  if (known === undefined) {
    known = checkLocaleTag(tag);
    // Bounded: only the few tags a page meets are kept, not every string a form was sent.
    if (localeTags.size < 100) localeTags.set(tag, known);
  }
  return known;
}

function checkLocaleTag(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical === tag && Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}
