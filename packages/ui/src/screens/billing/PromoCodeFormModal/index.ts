export { PromoCodeFormModal } from './PromoCodeFormModal';
export type { PromoCodeCouponOption, PromoCodeFormModalProps } from './PromoCodeFormModal';
export { PROMO_CODE_MAX, promoCodeText, validatePromoCode } from './validate-promo-code';
export type { PromoCodeFormErrors, PromoCodeFormValues } from './validate-promo-code';
