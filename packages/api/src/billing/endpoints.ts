import { array } from 'superstruct';
import { endpoint } from '../contract';
import { Empty } from '../shared/schemas';
import {
  ActiveBody,
  PackageBody,
  PackageListQuery,
  Plan,
  PlanBody,
  ProductIdQuery,
  PromoCheck,
  PromoCheckBody,
  PromotionCode,
  PromotionCodeBody,
  ProviderCoupon,
  ProviderCouponBody,
  ProviderCouponRenameBody,
  ProviderIdParams,
  PublicPackagesQuery,
  SubscriptionPackage,
} from './schemas';

// Packages and plans (spec 2 §7 "Packages"). The admin's calls; `getPackages` is onboarding's.

/** Every package with its plans, enabled or not: the admin's Subscription page. */
export const getSubscriptionPackages = endpoint({
  method: 'GET',
  path: '/plan/get-subscription-plans',
  auth: 'token',
  query: PackageListQuery,
  data: array(SubscriptionPackage),
});

/** Adds a package with its monthly and annual plans, or updates one (`productId`). */
export const saveSubscriptionPackage = endpoint({
  method: 'POST',
  path: '/plan/add-subscription-plan',
  auth: 'token',
  body: PackageBody,
  data: SubscriptionPackage,
});

/** The package's enable switch. */
export const enableSubscriptionPackage = endpoint({
  method: 'PATCH',
  path: '/plan/enable-disable-subscription-plan',
  auth: 'token',
  query: ProductIdQuery,
  body: ActiveBody,
  data: SubscriptionPackage,
});

/** Deletes a package and its plans. */
export const deleteSubscriptionPackage = endpoint({
  method: 'DELETE',
  path: '/plan/delete-subscription-plan',
  auth: 'token',
  query: ProductIdQuery,
  data: Empty,
});

/** Adds the plan of the interval a package lacks (at most one plan per interval). */
export const addPlan = endpoint({
  method: 'POST',
  path: '/plan/plans/',
  auth: 'token',
  body: PlanBody,
  data: Plan,
});

/** A plan's enable switch. */
export const enablePlan = endpoint({
  method: 'PATCH',
  path: '/plan/plans/:id',
  auth: 'token',
  params: ProviderIdParams,
  body: ActiveBody,
  data: Plan,
});

/** Deletes a plan; a package keeps at least one (409 otherwise). */
export const deletePlan = endpoint({
  method: 'DELETE',
  path: '/plan/plans/:id',
  auth: 'token',
  params: ProviderIdParams,
  data: Empty,
});

/** Onboarding: the enabled packages that have an enabled plan of `interval`, with that plan only. */
export const getPackages = endpoint({
  method: 'GET',
  path: '/plan/get-packages',
  auth: 'none',
  query: PublicPackagesQuery,
  data: array(SubscriptionPackage),
});

// The card provider's coupons (spec 2 §7 "Card-provider variant"): admin only. Not the salons' coupons
// (`/coupon/get-coupons` and the rest), which are another area.

/** Every provider coupon, newest first. */
export const getProviderCoupons = endpoint({
  method: 'GET',
  path: '/coupon',
  auth: 'token',
  data: array(ProviderCoupon),
});

export const addProviderCoupon = endpoint({
  method: 'POST',
  path: '/coupon',
  auth: 'token',
  body: ProviderCouponBody,
  data: ProviderCoupon,
});

/** Renames a coupon: the only change a coupon allows. */
export const renameProviderCoupon = endpoint({
  method: 'PATCH',
  path: '/coupon/:id',
  auth: 'token',
  params: ProviderIdParams,
  body: ProviderCouponRenameBody,
  data: ProviderCoupon,
});

/** Deletes a coupon without active promotion codes (409 otherwise); its inactive codes go with it. */
export const deleteProviderCoupon = endpoint({
  method: 'DELETE',
  path: '/coupon/:id',
  auth: 'token',
  params: ProviderIdParams,
  data: Empty,
});

// Promotion codes (spec 2 §7). The admin list is sent with the session token: the server also accepts
// it as `Authorization: Bearer`, the header the spec shows for these calls.

/** Every promotion code with its coupon, newest first: the admin's Promo Codes page. */
export const getPromotionCodes = endpoint({
  method: 'GET',
  path: '/promo-codes/',
  auth: 'token',
  data: array(PromotionCode),
});

export const addPromotionCode = endpoint({
  method: 'POST',
  path: '/promo-codes',
  auth: 'token',
  body: PromotionCodeBody,
  data: PromotionCode,
});

/** A promotion code's active switch. */
export const enablePromotionCode = endpoint({
  method: 'PATCH',
  path: '/promo-codes/:id',
  auth: 'token',
  params: ProviderIdParams,
  body: ActiveBody,
  data: PromotionCode,
});

/**
 * Onboarding: prices a typed promotion code against a plan (404 unknown, 409 switched off). Codes are
 * never listed publicly; the admin's list is `getPromotionCodes`.
 */
export const checkPromoCode = endpoint({
  method: 'POST',
  path: '/promo-codes/check',
  auth: 'none',
  body: PromoCheckBody,
  data: PromoCheck,
});

export const billingEndpoints = {
  getSubscriptionPackages,
  saveSubscriptionPackage,
  enableSubscriptionPackage,
  deleteSubscriptionPackage,
  addPlan,
  enablePlan,
  deletePlan,
  getPackages,
  getProviderCoupons,
  addProviderCoupon,
  renameProviderCoupon,
  deleteProviderCoupon,
  getPromotionCodes,
  addPromotionCode,
  enablePromotionCode,
  checkPromoCode,
};
