import {
  isBlank,
  isEmail,
  isStrongPassword,
  phoneDigits,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  type FormErrors,
} from '@salon/ui/forms';

/** The only role the form offers (spec 1 §6). */
export type StaffFormRole = 'manager';

export interface StaffFormValues {
  name: string;
  email: string;
  /** Digits, dashes allowed (removed before checking and sending). */
  phone: string;
  address: string;
  /** Create only. */
  password: string;
  role: StaffFormRole | null;
  /** The admin picks the salon; others add to their own. */
  salonId: string | null;
}

export const EMPTY_STAFF_FORM: StaffFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  role: null,
  salonId: null,
};

export type StaffFormErrors = FormErrors<keyof StaffFormValues>;

export interface StaffFormRules {
  mode: 'create' | 'update';
  /** The admin's form has the salon select. */
  pickSalon: boolean;
}

/**
 * Staff form checks of spec 1 §5 in order: name, email, phone, address, password (create), role, salon
 * (admin only). Editing locks role and salon, so only create checks them. The password must be at
 * least 8 characters (7 fails, fixing the old check) with a letter, a digit and one of $@!%*?&.
 */
export function validateStaff(values: StaffFormValues, { mode, pickSalon }: StaffFormRules): StaffFormErrors {
  const errors: StaffFormErrors = {};
  if (isBlank(values.name)) errors.name = 'Please enter name';
  if (isBlank(values.email)) errors.email = 'Please enter email address';
  else if (!isEmail(values.email)) errors.email = 'Please enter valid email';
  const phone = phoneDigits(values.phone);
  if (phone === '') errors.phone = 'Please enter phone';
  else if (phone.length !== PHONE_LENGTH) errors.phone = 'Phone number must be 10 digits';
  if (isBlank(values.address)) errors.address = 'Please enter address';
  if (mode === 'create') {
    if (values.password === '') errors.password = 'Please enter password';
    else if (values.password.length < PASSWORD_MIN_LENGTH || !isStrongPassword(values.password)) {
      errors.password = 'Password must be at least 8 characters';
    }
    if (!values.role) errors.role = 'Please select role';
    if (pickSalon && !values.salonId) errors.salonId = 'Please select salon';
  }
  return errors;
}
