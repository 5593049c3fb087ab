import { decimalsText, textToMinor } from '@salon/rules/money';

/** The largest tip the contract takes (its `MAX_PRICE_MINOR`, 10^10 minor units). */
const MAX_PRICE_MINOR_TIP = 10_000_000_000;

/** The custom tip typed at the desk, in minor units of `currency`, or the message of what is wrong. */
export function tipAmountOf(text: string, currency: string): { minor: number } | { error: string } {
  if (text.trim() === '') return { error: 'Please enter the tip' };
  const minor = textToMinor(text, currency);
  if (minor === null) return { error: `Please enter an amount; it ${decimalsText(currency)}` };
  if (minor > MAX_PRICE_MINOR_TIP) return { error: 'The tip is too large' };
  return { minor };
}
