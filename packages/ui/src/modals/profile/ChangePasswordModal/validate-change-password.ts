import { isStrongPassword, PASSWORD_MIN_LENGTH, type FormErrors } from '@salon/ui/forms';

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = FormErrors<keyof ChangePasswordValues>;

/** New-password rules shared by the forms that set one (spec 1 §5; under 8 fails, fixing the old 7). */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return 'Please enter password';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters';
  if (!isStrongPassword(password)) return 'Please enter valid password';
  return undefined;
}

/** `byAdmin`: someone else's password is set (no current password asked). */
export function validateChangePassword(values: ChangePasswordValues, byAdmin = false): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!byAdmin && values.currentPassword === '') errors.currentPassword = 'Please enter current password';
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'Confirm password mismatch';
  return errors;
}
