export { ViewCartScreen } from './ViewCartScreen';
export type { AppliedCouponView, CartLineView, ViewCartScreenProps } from './ViewCartScreen';
