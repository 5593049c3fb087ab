import {
  array,
  assign,
  boolean,
  coerce,
  defaulted,
  enums,
  object,
  omit,
  optional,
  pattern,
  size,
  string,
  trimmed,
  type Infer,
} from 'superstruct';
import { LocalDate } from '../availability/schemas';
import { Id, IsoDateTime, PagedQuery, text, wholeNumber } from '../shared/schemas';
import { SalonName } from '../website-settings/schemas';

// A salon's own coupons (spec 2 §2 "Coupons", §3 "Coupon (first variant)", §5 "Coupon"), used in its
// website's cart. Not the card provider's coupons of the platform admin (`/coupon`, area billing).

/** The admin Coupons screen lists 15 per page, the public Discounts page 12 (spec 2 §9). */
export const COUPON_PAGE_SIZE = 15;
export const WEBSITE_COUPON_PAGE_SIZE = 12;
/** Spec 2 §9: coupon title and code at most 15 characters. */
export const COUPON_TITLE_MAX = 15;
export const COUPON_CODE_MAX = 15;

/**
 * Spec 2 §9: "Percent coupon: price minus percent; amount coupon: price minus amount". `percent` (the
 * default) takes `discount` per cent (1 to 100) off the cart's items; `amount` takes `discount` cents off,
 * never more than the items cost.
 */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export const CouponKind = enums(COUPON_KINDS);
export type CouponKind = Infer<typeof CouponKind>;

/** Highest amount coupon: $10,000 in cents. */
export const MAX_COUPON_AMOUNT_CENTS = 1_000_000;

/** A code as stored: upper-case letters and digits; the form and the server upper-case what is typed. */
export const CouponCode = coerce(
  pattern(size(string(), 1, COUPON_CODE_MAX), /^[A-Z0-9]+$/),
  string(),
  (value) => value.trim().toUpperCase(),
);

export const Coupon = object({
  _id: Id,
  title: string(),
  discountType: CouponKind,
  /** Per cent (1–100) for `percent`, cents for `amount`. */
  discount: wholeNumber(1),
  code: string(),
  /** First and last day of validity, salon-local dates (both inclusive). */
  startDate: LocalDate,
  expireDate: LocalDate,
  /** The last day has passed in the salon's time zone. */
  isExpired: boolean(),
  description: string(),
  enable: boolean(),
  createdAt: IsoDateTime,
});
export type Coupon = Infer<typeof Coupon>;

/** `GET /coupon/get-coupons?pageNumber&pageSize&filterValue`: the caller's salon, newest first. */
export const CouponListQuery = PagedQuery;
export type CouponListQuery = Infer<typeof CouponListQuery>;

/**
 * `POST /coupon/add-coupon`: creates a coupon, or updates coupon `id` (the form's update mode). Dates
 * are salon-local days; the start may not be before today (checked by the server in the salon's zone)
 * and the end not before the start. The code is unique in the salon (409).
 */
export const CouponBody = object({
  id: optional(Id),
  title: text(COUPON_TITLE_MAX),
  discountType: defaulted(CouponKind, 'percent'),
  discount: wholeNumber(1, MAX_COUPON_AMOUNT_CENTS),
  code: CouponCode,
  startDate: LocalDate,
  endDate: LocalDate,
  description: optional(size(trimmed(string()), 0, 500)),
});
export type CouponBody = Infer<typeof CouponBody>;

export const CouponIdQuery = object({ couponId: Id });
export type CouponIdQuery = Infer<typeof CouponIdQuery>;

/** `GET /coupon/get-website-coupon-by-salon-name?name&pageNumber&pageSize&filterValue` (no token). */
export const WebsiteCouponQuery = assign(PagedQuery, object({ name: size(SalonName, 1, 100) }));
export type WebsiteCouponQuery = Infer<typeof WebsiteCouponQuery>;

/** A coupon as the public Discounts page shows it: enabled and not expired, soonest to end first. */
export const WebsiteCoupon = omit(Coupon, ['isExpired', 'enable', 'createdAt']);
export type WebsiteCoupon = Infer<typeof WebsiteCoupon>;

/** One cart line the browser names; the server prices it from its own data. */
export const CartLine = object({
  productId: Id,
  quantity: wholeNumber(1, 1000),
});
export type CartLine = Infer<typeof CartLine>;

/**
 * `POST /coupon/apply-coupon` (no token): would `code` apply to these items at salon `name` now? The
 * server checks the code (this salon's, enabled, within its dates) and prices the items itself.
 * 400 with the message the cart shows under the field and in a toast when it does not apply.
 */
export const ApplyCouponBody = object({
  name: size(SalonName, 1, 100),
  code: size(trimmed(string()), 0, 50),
  items: size(array(CartLine), 1, 100),
});
export type ApplyCouponBody = Infer<typeof ApplyCouponBody>;

/** What the coupon takes off: every amount in cents, computed by the server. */
export const CouponQuote = object({
  code: string(),
  title: string(),
  discountType: CouponKind,
  discount: wholeNumber(1),
  /** The items' total at today's prices. */
  amount: wholeNumber(0),
  /** What the coupon takes off `amount`. */
  discountAmount: wholeNumber(0),
  /** Shipping and other charges (shipping is free). */
  otherAmount: wholeNumber(0),
  totalAmount: wholeNumber(0),
});
export type CouponQuote = Infer<typeof CouponQuote>;

/** The message of an empty coupon field (spec 2 §5 "Coupon apply"). */
export const COUPON_REQUIRED = 'Please enter coupon';
export const COUPON_INVALID = 'This coupon code is not valid';
export const COUPON_EXPIRED = 'This coupon has expired';
export const COUPON_NOT_STARTED = 'This coupon is not valid yet';
export const COUPON_TAKEN = 'A coupon with this code already exists';
