import { isEmail as isEmailShape } from '@salon/rules/email';

/**
 * Small checks the forms share; each form keeps its own messages beside it (the spec's wording). The
 * e-mail, phone and password rules are @salon/rules', the same the api schemas check.
 */
export { isStrongPassword, PASSWORD_MIN_LENGTH } from '@salon/rules/password';
export { PHONE_LENGTH, phoneDigits } from '@salon/rules/phone';

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Forms allow spaces around an address (the server trims them). */
export function isEmail(value: string): boolean {
  return isEmailShape(value.trim());
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
