import { refine, string, type Struct } from 'superstruct';
import { wholeNumber } from '../shared/schemas';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, isCurrencyCode, isLocaleTag } from './format';

/**
 * The cap of a price people type (a product, a service, a coupon's amount), in minor units of the salon's
 * currency: 100 million in a two-digit currency (dollars, euros), 10 billion yen. Chosen so that an
 * order (at most 100 lines of at most 1000 items) stays below `Number.MAX_SAFE_INTEGER` and is added up
 * exactly; amounts the server adds up (an order's items and total, a report's sales) are accepted up to
 * `Number.MAX_SAFE_INTEGER`.
 */
export const MAX_PRICE_MINOR = 10_000_000_000;

/** An amount in minor units: a whole number from 0 to `most` (default `Number.MAX_SAFE_INTEGER`). */
export function minorUnits(least = 0, most: number = Number.MAX_SAFE_INTEGER): Struct<number, null> {
  return wholeNumber(least, most);
}

/** An ISO 4217 code this runtime knows, upper case ('USD', 'EUR', 'JPY'). */
export const CurrencyCode = refine(
  string(),
  'CurrencyCode',
  (value) => isCurrencyCode(value) || 'must be a known ISO 4217 currency code, such as USD or EUR',
);

/** A BCP 47 locale tag `Intl` formats numbers in, written canonically ('en-US', 'de-DE', 'fr-FR'). */
export const LocaleTag = refine(
  string(),
  'LocaleTag',
  (value) => (value.length <= 35 && isLocaleTag(value)) || 'must be a locale such as en-US, de-DE or fr-FR',
);

export { DEFAULT_CURRENCY, DEFAULT_LOCALE };
