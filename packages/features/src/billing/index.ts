export { SubscriptionPackagesContainer, PLAN_FAILURE } from './SubscriptionPackagesContainer';
export { ProviderCouponsContainer, PROVIDER_COUPON_PAGE_SIZE } from './ProviderCouponsContainer';
export { PromoCodesContainer } from './PromoCodesContainer';
export { BILLING_PAGE_ROLES, billingCapabilities } from './policies';
