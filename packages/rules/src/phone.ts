/** Phones travel as 10 digits; the UI formats them 3-3-4 with dashes and strips them before sending. */
export const PHONE_LENGTH = 10;

/** Phone digits with any dashes (or other non-digits) removed. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Whether `value` is a phone as it travels: exactly 10 digits, nothing else. */
export function isPhone(value: string): boolean {
  return value.length === PHONE_LENGTH && phoneDigits(value) === value;
}
