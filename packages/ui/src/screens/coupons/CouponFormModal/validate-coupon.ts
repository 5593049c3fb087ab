import { failing, isBlank, type FormErrors } from '@salon/ui/forms';

export type CouponKindValue = 'percent' | 'amount';

export interface CouponFormValues {
  title: string;
  discountType: CouponKindValue;
  /** Typed digits: a percentage (1–100), or dollars with at most two decimals. */
  discount: string;
  /** Upper-case letters and digits. */
  code: string;
  startDate: Date | null;
  endDate: Date | null;
  description: string;
}

export type CouponFormErrors = FormErrors<keyof CouponFormValues>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  title: '',
  discountType: 'percent',
  discount: '',
  code: '',
  startDate: null,
  endDate: null,
  description: '',
};

export const COUPON_TEXT_MAX = 15;

/**
 * The discount as typed, kept numeric: digits, and for an amount at most the currency's decimals (USD 2,
 * JPY none, KWD 3).
 */
export function sanitizeDiscount(value: string, kind: CouponKindValue, digits = 2): string {
  if (kind === 'percent') return value.replace(/\D/g, '').slice(0, 3);
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  if (rest.length === 0 || digits === 0) return whole.slice(0, 5);
  return `${whole.slice(0, 5)}.${rest.join('').slice(0, digits)}`;
}

/** The code as the form keeps it: upper case, letters and digits only, at most 15 (spec 2 §5). */
export function sanitizeCode(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The discount to send: per cent as is, an amount in cents; null when it is not a positive number. */
export function discountValue(values: Pick<CouponFormValues, 'discount' | 'discountType'>): number | null {
  const number = Number(values.discount);
  if (!values.discount.trim() || !Number.isFinite(number) || number <= 0) return null;
  return values.discountType === 'percent' ? Math.round(number) : Math.round(number * 100);
}

function titleError(title: string): string | undefined {
  if (isBlank(title)) return 'Please enter coupon title';
  if (title.trim().length > COUPON_TEXT_MAX) return 'Coupon title cannot exceed 15 characters';
  return undefined;
}

function discountError(values: CouponFormValues): string | undefined {
  const value = discountValue(values);
  if (value === null) return 'Please enter a discount';
  if (values.discountType === 'percent' && value > 100) return 'A percent discount cannot be more than 100';
  return undefined;
}

function codeError(code: string): string | undefined {
  if (isBlank(code)) return 'Please enter coupon code';
  if (code.trim().length > COUPON_TEXT_MAX) return 'Coupon code cannot exceed 15 characters';
  return undefined;
}

/** The coupon form's checks of spec 2 §5, in its order; the end may not be before the start. */
export function validateCoupon(values: CouponFormValues): CouponFormErrors {
  return failing({
    title: titleError(values.title),
    discountType: undefined,
    discount: discountError(values),
    code: codeError(values.code),
    startDate: values.startDate ? undefined : 'Please enter a start date',
    endDate: !values.endDate
      ? 'Please enter an end date'
      : values.startDate && values.endDate < values.startDate
        ? 'The end date cannot be before the start date'
        : undefined,
    description: undefined,
  });
}
