export { EMPTY_PROVIDER_COUPON_FORM, ProviderCouponFormModal } from './ProviderCouponFormModal';
export type { ProviderCouponFormModalProps } from './ProviderCouponFormModal';
export { COUPON_NAME_MAX, validateProviderCoupon } from './validate-provider-coupon';
export type {
  CouponDurationValue,
  ProviderCouponFormErrors,
  ProviderCouponFormValues,
} from './validate-provider-coupon';
