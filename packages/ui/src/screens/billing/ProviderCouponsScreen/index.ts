export { ProviderCouponsScreen } from './ProviderCouponsScreen';
export type {
  ProviderCouponCardView,
  ProviderCouponsScreenProps,
  ProviderCouponsState,
} from './ProviderCouponsScreen';
