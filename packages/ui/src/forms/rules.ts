/** Small checks the forms share; each form keeps its own messages beside it (the spec's wording). */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 10;

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Phone digits with any dashes removed. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A strong password has a letter, a digit and one of $@!%*?& (its length is checked apart). */
export function isStrongPassword(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value) && /[$@!%*?&]/.test(value);
}

/** Errors of a form by field: only failing fields are present. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors<Field extends string>(errors: FormErrors<Field>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The failing checks of a form, in check order: each field's message, or undefined when it passes.
 * Spread check groups in to compose a form's rules, e.g. `failing({ ...contactChecks(v), role })`.
 */
export function failing<Field extends string>(checks: Record<Field, string | undefined>): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    if (checks[field]) errors[field] = checks[field];
  }
  return errors;
}
