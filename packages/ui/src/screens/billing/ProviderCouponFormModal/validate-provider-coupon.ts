import { isBlank, type FormErrors } from '@salon/ui/forms';
import { priceCents } from '@salon/ui/screens/products/ProductFormModal';

export const COUPON_NAME_MAX = 15;
export const MAX_COUPON_MONTHS = 36;

export type CouponDurationValue = 'once' | 'repeating' | 'forever';

export interface ProviderCouponFormValues {
  name: string;
  /** Dollars off as typed, e.g. '10' or '7.50'. */
  discount: string;
  duration: CouponDurationValue | null;
  /** Months of a repeating coupon, as typed. */
  months: string;
}

export type ProviderCouponFormErrors = FormErrors<keyof ProviderCouponFormValues>;

/**
 * Spec 2 §5 "Coupon (card provider variant)" in order; on update only the name (editing changes the name
 * only). A repeating coupon also needs its months (1 to 36), which the spec leaves out.
 */
export function validateProviderCoupon(
  values: ProviderCouponFormValues,
  mode: 'create' | 'update',
): ProviderCouponFormErrors {
  const errors: ProviderCouponFormErrors = {};
  if (isBlank(values.name)) errors.name = 'Please enter coupon name';
  else if (values.name.trim().length > COUPON_NAME_MAX)
    errors.name = 'Coupon name cannot exceed 15 characters';
  if (mode === 'update') return errors;
  const cents = priceCents(values.discount);
  if (isBlank(values.discount)) errors.discount = 'Please enter a discount';
  else if (cents === null || cents === 0) errors.discount = 'Please enter a valid discount';
  if (!values.duration) errors.duration = 'Please enter coupon duration';
  else if (values.duration === 'repeating') {
    const months = Number(values.months.trim());
    if (isBlank(values.months)) errors.months = 'Please enter number of months';
    else if (!Number.isInteger(months) || months < 1 || months > MAX_COUPON_MONTHS) {
      errors.months = 'Please enter 1 to 36 months';
    }
  }
  return errors;
}
