import {
  isBlank,
  isEmail,
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  phoneDigits,
  PHONE_LENGTH,
  type FormErrors,
} from '@salon/ui/forms';

export type SignupGender = 'male' | 'female' | 'other';

export interface UserSignupValues {
  name: string;
  email: string;
  phone: string;
  gender: SignupGender | '';
  salon: string;
  password: string;
  confirmPassword: string;
}

export type UserSignupErrors = FormErrors<keyof UserSignupValues>;

/** Sign-up checks in the form's order; passwords need 8 characters (fixed) and a letter, digit and symbol. */
export function validateUserSignup(values: UserSignupValues): UserSignupErrors {
  const errors: UserSignupErrors = {};
  if (isBlank(values.name)) errors.name = 'Please enter name';
  if (isBlank(values.email)) errors.email = 'Please enter email address';
  else if (!isEmail(values.email)) errors.email = 'Please enter valid email';
  const phone = phoneDigits(values.phone);
  if (phone === '') errors.phone = 'Please enter phone';
  else if (phone.length !== PHONE_LENGTH) errors.phone = 'Phone number must be 10 digits';
  if (values.gender === '') errors.gender = 'Please select gender.';
  if (values.salon === '') errors.salon = 'Please select salon';
  if (values.password === '') errors.password = 'Please enter password';
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = 'Password must be at least 8 characters';
  else if (!isStrongPassword(values.password)) errors.password = 'Please enter valid password';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'Confirm password mismatch';
  return errors;
}
