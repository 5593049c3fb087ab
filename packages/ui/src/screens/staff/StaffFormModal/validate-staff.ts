import { contactChecks, failing, INVALID_EMAIL, passwordError, type FormErrors } from '@salon/ui/forms';

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
  const create = mode === 'create';
  return failing({
    ...contactChecks(values, INVALID_EMAIL),
    password: create ? passwordError(values.password) : undefined,
    role: create && !values.role ? 'Please select role' : undefined,
    salonId: create && pickSalon && !values.salonId ? 'Please select salon' : undefined,
  });
}
