export { CouponsContainer } from './CouponsContainer';
export type { CouponsContainerProps } from './CouponsContainer';
export { COUPON_PAGE_ROLES, couponsCapabilities } from './policies';
