import { minorDigits, minorToDecimal } from '@salon/api/money/format';
/*
 * CSV (RFC 4180) as spreadsheets open it: UTF-8 with a byte-order mark, CRLF line ends, and a cell that
 * would start a formula (=, +, -, @, or a tab or carriage return before one) neutralised with a leading
 * apostrophe, so a client named "=HYPERLINK(…)" is shown as text, never run (OWASP's CSV injection).
 */

/** Put once at the start of the file: Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: numbers as they are, text neutralised against formulas and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Minor units as a decimal amount with the currency's digits ("12.50" USD, "1500" JPY, "1.500" KWD): the
 * figure a spreadsheet sums, exact past 2^53 / 100.
 */
export function csvAmount(minorUnits: number | null | undefined, currency = 'USD'): string {
  return minorUnits === null || minorUnits === undefined
    ? ''
    : minorToDecimal(minorUnits, minorDigits(currency));
}
