export { CouponFormModal, EMPTY_COUPON_FORM } from './CouponFormModal';
export type { CouponFormModalProps } from './CouponFormModal';
export { discountValue, validateCoupon } from './validate-coupon';
export type { CouponFormValues, CouponKindValue } from './validate-coupon';
