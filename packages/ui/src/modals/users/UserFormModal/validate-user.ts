import { isBlank, isEmail, phoneDigits, PHONE_LENGTH, type FormErrors } from '@salon/ui/forms';

export interface UserFormValues {
  name: string;
  email: string;
  /** Digits, dashes allowed (they are removed before checking and sending). */
  phone: string;
  gender: 'male' | 'female' | null;
  /** The stylist's id. */
  stylist: string | null;
  clientNote: string;
}

export type UserFormErrors = FormErrors<keyof UserFormValues>;

/** The user form's checks of spec 1 §5, in the spec's order. */
export function validateUser(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (isBlank(values.name)) errors.name = 'Please enter name';
  if (isBlank(values.email)) errors.email = 'Please enter email address';
  else if (!isEmail(values.email)) errors.email = 'Please enter valid email';
  const phone = phoneDigits(values.phone);
  if (phone === '') errors.phone = 'Please enter phone';
  else if (phone.length !== PHONE_LENGTH) errors.phone = 'Phone number must be 10 digits';
  if (!values.gender) errors.gender = 'Please select gender.';
  if (!values.stylist) errors.stylist = 'Please select stylist';
  if (isBlank(values.clientNote)) errors.clientNote = 'Please add Notes';
  return errors;
}
