import { isBlank, isEmail, phoneDigits, PHONE_LENGTH, type FormErrors } from '@salon/ui/forms';

export interface ProfileFormValues {
  name: string;
  email: string;
  /** Digits, dashes allowed (they are removed before checking and sending). */
  phone: string;
  address: string;
  /** Service ids; stylists only. */
  services: string[];
}

export type ProfileFormErrors = FormErrors<keyof ProfileFormValues>;

/** Profile edit checks of spec 1 §5 (the salon form's rules, plus services for stylists), in order. */
export function validateProfile(
  values: ProfileFormValues,
  options: { requireServices: boolean },
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (isBlank(values.name)) errors.name = 'Please enter name';
  if (isBlank(values.email)) errors.email = 'Please enter email address';
  else if (!isEmail(values.email)) errors.email = 'Please enter valid email address';
  const phone = phoneDigits(values.phone);
  if (phone === '') errors.phone = 'Please enter phone';
  else if (phone.length !== PHONE_LENGTH) errors.phone = 'Phone number must be 10 digits';
  if (isBlank(values.address)) errors.address = 'Please enter address';
  if (options.requireServices && values.services.length === 0) errors.services = 'Please select services';
  return errors;
}
