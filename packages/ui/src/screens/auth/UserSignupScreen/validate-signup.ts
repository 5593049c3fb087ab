import {
  emailError,
  failing,
  INVALID_EMAIL,
  nameError,
  passwordError,
  phoneError,
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

/** The form before anything is typed or chosen. */
export const EMPTY_SIGNUP: UserSignupValues = {
  name: '',
  email: '',
  phone: '',
  gender: '',
  salon: '',
  password: '',
  confirmPassword: '',
};

export type UserSignupErrors = FormErrors<keyof UserSignupValues>;

/** Sign-up checks in the form's order; passwords need 8 characters (fixed) and a letter, digit and symbol. */
export function validateUserSignup(values: UserSignupValues): UserSignupErrors {
  return failing<keyof UserSignupValues>({
    name: nameError(values.name),
    email: emailError(values.email, INVALID_EMAIL),
    phone: phoneError(values.phone),
    gender: values.gender === '' ? 'Please select gender.' : undefined,
    salon: values.salon === '' ? 'Please select salon' : undefined,
    password: passwordError(values.password, 'Please enter valid password'),
    confirmPassword: values.confirmPassword === values.password ? undefined : 'Confirm password mismatch',
  });
}
