// The contract's face of money formatting: one implementation, in the pure rules the ui shares
// (`@salon/rules/money`), used by the server (e-mails, CSV), the contract schemas and the features.
export {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  decimalsText,
  fitsMinorUnits,
  formatMoney,
  formatWholeMoney,
  isCurrencyCode,
  isLocaleTag,
  majorToMinor,
  minorDigits,
  minorToDecimal,
  minorToMajor,
  minorToText,
  PLATFORM_MONEY,
  textToMinor,
  type MoneyFormat,
} from '@salon/rules/money';
