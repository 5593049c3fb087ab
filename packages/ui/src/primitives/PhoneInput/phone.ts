/** A phone number has 10 digits; displayed 3-3-4 with dashes it is 12 characters. */
export const PHONE_DIGITS = 10;
export const PHONE_DISPLAY_MAX_LENGTH = 12;

/** Removes everything that is not a digit. */
export function stripPhone(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Groups digits 3-3-rest with dashes, at most 12 characters: '5550100100' → '555-010-0100'.
 * Non-digits in the input are ignored, extra digits beyond ten are dropped.
 */
export function formatPhone(digits: string): string {
  const d = stripPhone(digits).slice(0, PHONE_DIGITS);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}
