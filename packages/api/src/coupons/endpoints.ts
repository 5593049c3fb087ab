import { endpoint } from '../contract';
import { Empty, EnableBody, paged } from '../shared/schemas';
import {
  ApplyCouponBody,
  Coupon,
  CouponBody,
  CouponIdQuery,
  CouponListQuery,
  CouponQuote,
  WebsiteCoupon,
  WebsiteCouponQuery,
} from './schemas';

// A salon's coupons (spec 2 §7 "Coupons"): salon, manager and superadmin manage their salon's.

/** The caller's salon's coupons, newest first, 15 per page; `filterValue` matches title, code, text. */
export const getCoupons = endpoint({
  method: 'GET',
  path: '/coupon/get-coupons',
  auth: 'token',
  query: CouponListQuery,
  data: paged(Coupon),
});

/** Adds a coupon, or updates `id`: the Add/Update Coupon modal. */
export const saveCoupon = endpoint({
  method: 'POST',
  path: '/coupon/add-coupon',
  auth: 'token',
  body: CouponBody,
  data: Coupon,
});

/** The enable switch of a card. */
export const enableCoupon = endpoint({
  method: 'PATCH',
  path: '/coupon/enable-disable-coupon',
  auth: 'token',
  query: CouponIdQuery,
  body: EnableBody,
  data: Coupon,
});

export const deleteCoupon = endpoint({
  method: 'DELETE',
  path: '/coupon/delete-coupon',
  auth: 'token',
  query: CouponIdQuery,
  data: Empty,
});

/** The public Discounts page (no token): the salon's enabled, unexpired coupons, 12 per page. */
export const getWebsiteCoupons = endpoint({
  method: 'GET',
  path: '/coupon/get-website-coupon-by-salon-name',
  auth: 'none',
  query: WebsiteCouponQuery,
  data: paged(WebsiteCoupon),
});

/** The cart's coupon field (no token): the server's discount and totals, or 400 with its message. */
export const applyCoupon = endpoint({
  method: 'POST',
  path: '/coupon/apply-coupon',
  auth: 'none',
  body: ApplyCouponBody,
  data: CouponQuote,
});

export const couponEndpoints = {
  getCoupons,
  saveCoupon,
  enableCoupon,
  deleteCoupon,
  getWebsiteCoupons,
  applyCoupon,
};
