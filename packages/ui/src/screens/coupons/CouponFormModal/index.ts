export { CouponFormModal } from './CouponFormModal';
export type { CouponFormModalProps } from './CouponFormModal';
export { discountValue, EMPTY_COUPON_FORM, validateCoupon } from './validate-coupon';
export type { CouponFormValues, CouponKindValue } from './validate-coupon';
