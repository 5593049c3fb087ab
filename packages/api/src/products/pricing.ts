/**
 * Money and discount rules of the shop (spec 2 §9), shared by the admin and the public website.
 * Amounts are integer cents.
 */

/** `(actual - price) / actual * 100`, rounded to 2 decimals; 0 when there is no actual price. */
export function discountPercent(actualCents: number, priceCents: number): number {
  if (!(actualCents > 0)) return 0;
  const percent = ((actualCents - priceCents) / actualCents) * 100;
  // Rounded half away from zero on the decimal value (EPSILON corrects 1.005 → 1.00 float drift).
  return Math.sign(percent) * (Math.round((Math.abs(percent) + Number.EPSILON) * 100) / 100);
}

/**
 * The discount badge: 'Save 25%', 'Save 25.21%' (whole unless the percent has a fraction, no space before
 * the sign); null when the price is not below the actual price.
 */
export function savingText(actualCents: number, priceCents: number): string | null {
  if (!(actualCents > priceCents)) return null;
  return `Save ${discountPercent(actualCents, priceCents)}%`;
}

/** 1999 → '$19.99'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** 1999 → '19.99', the text a price field starts with. */
export function centsToText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * '19.99' (or '$19.99', '19.9', '19') → 1999; null when the text is not an amount with at most two
 * decimals. Parsed as text, so no float rounding: '0.29' is 29, not 28.999….
 */
export function textToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}
