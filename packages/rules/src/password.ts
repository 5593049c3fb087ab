/** At least 8 characters: the old product let 7 pass while saying 8. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A strong password has a letter, a digit and one of $@!%*?& (its length is checked apart). */
export function isStrongPassword(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value) && /[$@!%*?&]/.test(value);
}
