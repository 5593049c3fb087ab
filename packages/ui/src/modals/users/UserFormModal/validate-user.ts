import {
  emailError,
  failing,
  INVALID_EMAIL,
  isBlank,
  nameError,
  phoneError,
  type FormErrors,
} from '@salon/ui/forms';

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
  return failing({
    name: nameError(values.name),
    email: emailError(values.email, INVALID_EMAIL),
    phone: phoneError(values.phone),
    gender: values.gender ? undefined : 'Please select gender.',
    stylist: values.stylist ? undefined : 'Please select stylist',
    clientNote: isBlank(values.clientNote) ? 'Please add Notes' : undefined,
  });
}
