import { contactChecks, failing, INVALID_EMAIL, type FormErrors } from '@salon/ui/forms';

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
  return failing(contactChecks(values, INVALID_EMAIL));
}
