import { emailError, failing, INVALID_EMAIL, isBlank, nameError, phoneError } from '@salon/ui/forms';

export interface ContactFormValues {
  name: string;
  email: string;
  /** Digits only (the field shows them 3-3-4). */
  phone: string;
  subject: string;
  message: string;
}

export type ContactFormField = keyof ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The contact form's checks with the messages of spec 2 §5, in order. */
export function validateContactForm(values: ContactFormValues) {
  return failing<ContactFormField>({
    name: nameError(values.name),
    email: emailError(values.email, INVALID_EMAIL, 'Please enter email'),
    phone: phoneError(values.phone, 'Please enter phone no.', 'Phone number must be of 10 digits.'),
    subject: isBlank(values.subject) ? 'Please enter subject' : undefined,
    message: isBlank(values.message) ? 'Please enter message' : undefined,
  });
}
