import { isBlank, isEmail, isStrongPassword, phoneDigits, PASSWORD_MIN_LENGTH, PHONE_LENGTH } from './rules';

/** The spec words a malformed e-mail two ways, depending on the form. */
export const INVALID_EMAIL_ADDRESS = 'Please enter valid email address';
export const INVALID_EMAIL = 'Please enter valid email';

/** A person's name, e-mail and phone as a form sends them: trimmed, the phone as its digits. */
export function contactPayload(values: { name: string; email: string; phone: string }) {
  return { name: values.name.trim(), email: values.email.trim(), phone: phoneDigits(values.phone) };
}

export function nameError(name: string): string | undefined {
  return isBlank(name) ? 'Please enter name' : undefined;
}

export function emailError(
  email: string,
  invalidMessage: string,
  requiredMessage = 'Please enter email address',
): string | undefined {
  if (isBlank(email)) return requiredMessage;
  return isEmail(email) ? undefined : invalidMessage;
}

/** Checks the digits only: dashes are allowed. The public site words both messages its own way. */
export function phoneError(
  phone: string,
  requiredMessage = 'Please enter phone',
  lengthMessage = 'Phone number must be 10 digits',
): string | undefined {
  const digits = phoneDigits(phone);
  if (digits === '') return requiredMessage;
  return digits.length === PHONE_LENGTH ? undefined : lengthMessage;
}

export function addressError(address: string): string | undefined {
  return isBlank(address) ? 'Please enter address' : undefined;
}

/**
 * A new password needs 8 characters (the old check let 7 pass) with a letter, a digit and one of
 * $@!%*?&; `weakMessage` is what the form says when only the strength fails.
 */
export function passwordError(
  password: string,
  weakMessage = 'Password must be at least 8 characters',
): string | undefined {
  if (password === '') return 'Please enter password';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters';
  return isStrongPassword(password) ? undefined : weakMessage;
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** Name, email, phone and address checks in the spec's order, for `failing`. */
export function contactChecks(
  values: ContactValues,
  invalidEmailMessage: string,
): Record<keyof ContactValues, string | undefined> {
  return {
    name: nameError(values.name),
    email: emailError(values.email, invalidEmailMessage),
    phone: phoneError(values.phone),
    address: addressError(values.address),
  };
}
