import { emailError, failing, isBlank, phoneError, type FormErrors } from '@salon/ui/forms';

export type BookingGender = 'male' | 'female' | 'other';

export interface BookingValues {
  name: string;
  email: string;
  /** As typed; its digits are sent. */
  phone: string;
  gender: BookingGender | '';
  comment: string;
}

export type BookingErrors = FormErrors<keyof BookingValues>;

export const EMPTY_BOOKING_VALUES: BookingValues = {
  name: '',
  email: '',
  phone: '',
  gender: '',
  comment: '',
};

/**
 * The booking form's checks in the form's order, with the create-account wording (spec 2 §5 "Public
 * booking"): name, e-mail, a 10-digit phone and the gender are required; the comment is optional.
 */
export function validateBooking(values: BookingValues): BookingErrors {
  return failing<keyof BookingValues>({
    name: isBlank(values.name) ? 'Please enter your Name' : undefined,
    email: emailError(values.email, 'Invalid Email', 'Please enter your Email'),
    phone: phoneError(values.phone, 'Please enter your phone number.', 'Phone number must be of 10 digits.'),
    gender: values.gender === '' ? 'Please select your gender' : undefined,
    comment: undefined,
  });
}
