import { decimalsText, textToMinor } from '@salon/rules/money';

export const CASH_FORM_MESSAGES = {
  float: (currency: string) => `Please enter the cash the drawer starts with; it ${decimalsText(currency)}`,
  amount: (currency: string) => `Please enter an amount above 0; it ${decimalsText(currency)}`,
  reason: 'Please say why the cash goes in or out',
  counted: (currency: string) => `Please enter the cash counted; it ${decimalsText(currency)}`,
} as const;

/** An amount typed at the drawer: minor units, or null when it is not one (negative, too many decimals). */
export function cashAmount(text: string, currency: string): number | null {
  if (text.trim() === '') return null;
  const minor = textToMinor(text, currency);
  return minor === null || minor < 0 ? null : minor;
}

/** How a count compares with the expected cash: still typing, balanced, or short or over by an amount. */
export type CountCheck =
  | { kind: 'none' }
  | { kind: 'balanced' }
  | { kind: 'short'; byMinor: number }
  | { kind: 'over'; byMinor: number };

export function checkCount(countedText: string, expectedMinor: number, currency: string): CountCheck {
  const counted = cashAmount(countedText, currency);
  if (counted === null) return { kind: 'none' };
  const difference = counted - expectedMinor;
  if (difference === 0) return { kind: 'balanced' };
  return difference < 0 ? { kind: 'short', byMinor: -difference } : { kind: 'over', byMinor: difference };
}
