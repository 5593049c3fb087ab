import { emailError, failing, type FormErrors } from '@salon/ui/forms';

export interface PasswordAssistanceValues {
  email: string;
}

export type PasswordAssistanceErrors = FormErrors<keyof PasswordAssistanceValues>;

/** The messages of the e-mail field: each sign-in page keeps its own spec's wording. */
export interface PasswordAssistanceWording {
  required: string;
  invalid: string;
}

/** Spec 2 §5 "Forgot password" on a salon's site: 'Please enter your Email'; 'Invalid Email'. */
export const SITE_ASSISTANCE_WORDING: PasswordAssistanceWording = {
  required: 'Please enter your Email',
  invalid: 'Invalid Email',
};

/** The dashboard's sign-in page, in spec 1 §5's wording. */
export const DASHBOARD_ASSISTANCE_WORDING: PasswordAssistanceWording = {
  required: 'Please enter email address',
  invalid: 'Please enter valid email',
};

export function validatePasswordAssistance(
  values: PasswordAssistanceValues,
  wording: PasswordAssistanceWording = SITE_ASSISTANCE_WORDING,
): PasswordAssistanceErrors {
  return failing<keyof PasswordAssistanceValues>({
    email: emailError(values.email, wording.invalid, wording.required),
  });
}
