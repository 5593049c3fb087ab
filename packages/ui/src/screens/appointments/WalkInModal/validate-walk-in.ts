import { emailError, INVALID_EMAIL, isBlank, nameError, phoneError, type FormErrors } from '@salon/ui/forms';

/** The longest walk-in, in minutes (the server's longest appointment). */
export const WALK_IN_MINUTES_MAX = 13 * 60;

export interface WalkInFormValues {
  stylistId: string | null;
  service: string | null;
  subService: string | null;
  /** Minutes, as typed. */
  minutes: string;
  name: string;
  email: string;
  /** Digits, dashes allowed. */
  phone: string;
}

export const EMPTY_WALK_IN: WalkInFormValues = {
  stylistId: null,
  service: null,
  subService: null,
  minutes: '30',
  name: '',
  email: '',
  phone: '',
};

/** A name is enough; an e-mail or phone is checked only when typed. */
export function validateWalkIn(values: WalkInFormValues): FormErrors<keyof WalkInFormValues> {
  const errors: FormErrors<keyof WalkInFormValues> = {};
  if (!values.stylistId) errors.stylistId = 'Please select a stylist';
  if (!values.service) errors.service = 'Please Select Service';
  const minutes = values.minutes.trim();
  if (!/^\d+$/.test(minutes) || Number(minutes) < 1 || Number(minutes) > WALK_IN_MINUTES_MAX) {
    errors.minutes = `Duration must be 1 to ${WALK_IN_MINUTES_MAX} minutes`;
  }
  const name = nameError(values.name);
  if (name) errors.name = name;
  if (!isBlank(values.email)) {
    const email = emailError(values.email, INVALID_EMAIL);
    if (email) errors.email = email;
  }
  if (!isBlank(values.phone)) {
    const phone = phoneError(values.phone);
    if (phone) errors.phone = phone;
  }
  return errors;
}
