import { isBlank, type FormErrors } from '@salon/ui/forms';
import { priceCents } from '@salon/ui/screens/products/ProductFormModal';

export const PACKAGE_NAME_MAX = 10;
export const CALENDAR_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const INVALID_PRICE = 'Please enter a valid price';

export interface PackageFormValues {
  name: string;
  description: string;
  /** Maximum calendars, 1 to 10; the package's users are the same number. */
  calendars: number;
  /** Dollars as typed, e.g. '29' or '29.99'; asked on create only. */
  monthlyPrice: string;
  annualPrice: string;
}

export type PackageFormErrors = FormErrors<keyof PackageFormValues>;

/** A price in dollars: required with `requiredMessage`, else a positive amount with at most two decimals. */
export function priceError(text: string, requiredMessage: string): string | undefined {
  if (isBlank(text)) return requiredMessage;
  const cents = priceCents(text);
  return cents === null || cents === 0 ? INVALID_PRICE : undefined;
}

/** Spec 2 §5 "Subscription package", in field order; prices only when creating. */
export function validatePackage(values: PackageFormValues, mode: 'create' | 'update'): PackageFormErrors {
  const errors: PackageFormErrors = {};
  if (isBlank(values.name)) errors.name = 'Please Enter Name';
  else if (values.name.trim().length > PACKAGE_NAME_MAX) errors.name = 'Name cannot exceed 10 characters';
  if (isBlank(values.description)) errors.description = 'Description Required';
  if (mode === 'create') {
    const monthly = priceError(values.monthlyPrice, 'Monthly Price Required');
    const annual = priceError(values.annualPrice, 'Annual Price Required');
    if (monthly) errors.monthlyPrice = monthly;
    if (annual) errors.annualPrice = annual;
  }
  return errors;
}
