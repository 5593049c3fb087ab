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

/** Minor units as a decimal amount ("12.50"): the figure a spreadsheet sums. */
export function csvAmount(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
}
