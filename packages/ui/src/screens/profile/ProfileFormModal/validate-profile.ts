import { contactChecks, failing, INVALID_EMAIL_ADDRESS, type FormErrors } from '@salon/ui/forms';

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
  return failing({
    ...contactChecks(values, INVALID_EMAIL_ADDRESS),
    services: options.requireServices && values.services.length === 0 ? 'Please select services' : undefined,
  });
}
