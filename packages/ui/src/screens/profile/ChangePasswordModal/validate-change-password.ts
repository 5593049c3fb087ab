import { passwordError, type FormErrors } from '@salon/ui/forms';

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = FormErrors<keyof ChangePasswordValues>;

/** The shared new-password rule (spec 1 §5), a weak password worded 'Please enter valid password'. */
export function newPasswordError(password: string): string | undefined {
  return passwordError(password, 'Please enter valid password');
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
