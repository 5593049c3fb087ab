/** One @, something on each side, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address the server stores (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Whether `value` is shaped like an e-mail address; callers trim first where a form allows spaces. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
