export { ProviderCouponDeleteModal } from './ProviderCouponDeleteModal';
export type { ProviderCouponDeleteModalProps } from './ProviderCouponDeleteModal';
