export { PromoCodesScreen } from './PromoCodesScreen';
export type { PromoCodeCardView, PromoCodesScreenProps, PromoCodesState } from './PromoCodesScreen';
