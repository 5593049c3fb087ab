import { isBlank, isEmail, phoneDigits, PHONE_LENGTH, type FormErrors } from '@salon/ui/forms';

export interface CompanyFormValues {
  name: string;
  email: string;
  /** Digits, dashes allowed (they are removed before checking and sending). */
  phone: string;
  address: string;
}

export type CompanyFormErrors = FormErrors<keyof CompanyFormValues>;

/** The company form's checks of spec 1 §5 (name, email, phone 10 digits, address), in order. */
export function validateCompany(values: CompanyFormValues): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  if (isBlank(values.name)) errors.name = 'Please enter name';
  if (isBlank(values.email)) errors.email = 'Please enter email address';
  else if (!isEmail(values.email)) errors.email = 'Please enter valid email';
  const phone = phoneDigits(values.phone);
  if (phone === '') errors.phone = 'Please enter phone';
  else if (phone.length !== PHONE_LENGTH) errors.phone = 'Phone number must be 10 digits';
  if (isBlank(values.address)) errors.address = 'Please enter address';
  return errors;
}
