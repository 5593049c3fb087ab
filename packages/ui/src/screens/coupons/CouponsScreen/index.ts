export { CouponsScreen } from './CouponsScreen';
export type { CouponCardView, CouponsCapabilities, CouponsScreenProps, CouponsState } from './CouponsScreen';
