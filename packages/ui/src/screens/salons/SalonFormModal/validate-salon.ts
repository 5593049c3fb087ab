import {
  contactChecks,
  failing,
  INVALID_EMAIL_ADDRESS,
  passwordError,
  type FormErrors,
} from '@salon/ui/forms';

export interface SalonFormValues {
  name: string;
  email: string;
  /** Digits, dashes allowed (removed before checking and sending). */
  phone: string;
  address: string;
  /** A new logo; required on create. */
  logo: File | null;
  /** The owner account's password; create only. */
  password: string;
  /** Where a new salon is (create only; later its zone and money change in Booking Settings). */
  country: string;
  timeZone: string;
  currency: string;
  locale: string;
}

export const EMPTY_SALON_FORM: SalonFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  logo: null,
  password: '',
  country: 'US',
  timeZone: 'America/New_York',
  currency: 'USD',
  locale: 'en-US',
};

export type SalonFormErrors = FormErrors<keyof SalonFormValues>;

/**
 * Salon form checks of spec 1 §5 in order; logo and password on create only. The password must be at
 * least 8 characters — the old check let 7 pass — with a letter, a digit and one of $@!%*?&.
 */
export function validateSalon(values: SalonFormValues, mode: 'create' | 'update'): SalonFormErrors {
  const create = mode === 'create';
  return failing({
    ...contactChecks(values, INVALID_EMAIL_ADDRESS),
    logo: create && !values.logo ? 'Please select files to upload' : undefined,
    password: create ? passwordError(values.password) : undefined,
    country: create && !values.country ? 'Please select the country' : undefined,
    timeZone: create && !values.timeZone ? 'Please select the time zone' : undefined,
  });
}
