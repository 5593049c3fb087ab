import { isBlank, type FormErrors } from '@salon/ui/forms';

export const PROMO_CODE_MAX = 10;

export interface PromoCodeFormValues {
  /** Upper case as typed: letters, digits and dashes. */
  code: string;
  /** The coupon's id. */
  coupon: string | null;
}

export type PromoCodeFormErrors = FormErrors<keyof PromoCodeFormValues>;

/** What the code field keeps of a typed text: upper case, letters, digits and dashes only. */
export function promoCodeText(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9-]/g, '');
}

/** Spec 2 §5 "Promo code" in order. */
export function validatePromoCode(values: PromoCodeFormValues): PromoCodeFormErrors {
  const errors: PromoCodeFormErrors = {};
  if (isBlank(values.code)) errors.code = 'Please enter promotional code';
  else if (values.code.trim().length > PROMO_CODE_MAX)
    errors.code = 'Promotional code cannot exceed 10 characters';
  if (!values.coupon) errors.coupon = 'Please select coupon';
  return errors;
}
