import { emailError, PASSWORD_MIN_LENGTH, type FormErrors } from '@salon/ui/forms';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = FormErrors<keyof LoginValues>;

/**
 * Sign-in checks of spec 1 §5, in order, plus the e-mail's shape after the required check (the user
 * form's wording); a 7-character password fails (the old product let it pass).
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailError(values.email, 'Please enter valid email');
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'Please enter your password';
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = 'Password must be at least 8 characters';
  return errors;
}
