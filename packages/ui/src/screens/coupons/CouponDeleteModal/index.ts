export { CouponDeleteModal } from './CouponDeleteModal';
export type { CouponDeleteModalProps } from './CouponDeleteModal';
