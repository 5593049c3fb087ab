import { failing, type FormErrors } from '@salon/ui/forms';
import { visitorChecks } from '../../customer-accounts/visitor-rules';

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
 * booking"): name, e-mail and a 10-digit phone are required; the gender and the comment are
 * optional.
 */
export function validateBooking(values: BookingValues): BookingErrors {
  return failing<keyof BookingValues>({
    ...visitorChecks(values),
    gender: undefined,
    comment: undefined,
  });
}
