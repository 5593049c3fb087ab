import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  string,
  type Infer,
} from 'superstruct';
import { IsoDateTime, text, wholeNumber } from '../shared/schemas';

/**
 * The platform's pricing (spec 2 §2 "Subscription", "Promotional Codes", the card provider's coupons):
 * packages with their monthly and annual plans, the provider's coupons and the promotion codes naming
 * them. Platform-wide objects, kept by the billing provider and recorded in our database.
 */

export const PACKAGE_NAME_MAX = 10;
export const PACKAGE_DESCRIPTION_MAX = 500;
export const MIN_CALENDARS = 1;
export const MAX_CALENDARS = 10;
export const COUPON_NAME_MAX = 15;
export const PROMO_CODE_MAX = 10;
/** Months of a repeating coupon: Stripe accepts up to three years. */
export const MAX_COUPON_MONTHS = 36;
/** The largest price or discount, in cents: $999,999.99. */
export const MAX_CENTS = 99_999_999;

/** Plans and coupons are in US dollars (spec 2 §9 "Currency usd"). */
export const Currency = enums(['usd']);
export type Currency = Infer<typeof Currency>;

export const PLAN_INTERVALS = ['month', 'year'] as const;
export const PlanInterval = enums(PLAN_INTERVALS);
export type PlanInterval = Infer<typeof PlanInterval>;

/** Spec 2 §9: once, 'repetative' (Stripe's `repeating`) or forever. */
export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;
export const CouponDuration = enums(COUPON_DURATIONS);
export type CouponDuration = Infer<typeof CouponDuration>;

/** The provider's ids: Stripe's (`prod_…`, `price_…`, `promo_…`, any coupon id) or the offline provider's. */
export const ProviderId = pattern(string(), /^[A-Za-z0-9_-]{1,100}$/);

/** Money in integer cents (spec 2 §9 "plan amounts in cents"), from 1 cent to $999,999.99. */
export const Cents = wholeNumber(1, MAX_CENTS);

/** Calendars of a package, 1 to 10; a package's users always equal its calendars (spec 2 §5). */
export const Calendars = wholeNumber(MIN_CALENDARS, MAX_CALENDARS);

/** A price of a package per month or per year (spec 2 §3 "plans[]"). */
export const Plan = object({
  id: ProviderId,
  /** The package (the provider's product) the plan prices. */
  product: ProviderId,
  /** In cents. */
  amount: integer(),
  currency: Currency,
  interval: PlanInterval,
  active: boolean(),
});
export type Plan = Infer<typeof Plan>;

/** Spec 2 §3 "Subscription package": a product of the provider with at most one plan per interval. */
export const SubscriptionPackage = object({
  id: ProviderId,
  name: string(),
  description: string(),
  active: boolean(),
  metadata: object({ users: integer(), calendars: integer() }),
  /** The monthly plan first, then the annual one. */
  plans: array(Plan),
});
export type SubscriptionPackage = Infer<typeof SubscriptionPackage>;

/** `GET /plan/get-subscription-plans?interval=`: every package; with `interval`, only plans of it. */
export const PackageListQuery = object({ interval: optional(PlanInterval) });
export type PackageListQuery = Infer<typeof PackageListQuery>;

/** `GET /plan/get-packages?interval=` (onboarding): the enabled packages with an enabled plan of it. */
export const PublicPackagesQuery = object({ interval: PlanInterval });
export type PublicPackagesQuery = Infer<typeof PublicPackagesQuery>;

/**
 * `POST /plan/add-subscription-plan`: adds a package with its monthly and annual plans, or, with
 * `productId`, updates the package's name, description and calendars (prices are set on create only).
 */
export const PackageBody = object({
  productId: optional(ProviderId),
  name: text(PACKAGE_NAME_MAX),
  description: text(PACKAGE_DESCRIPTION_MAX),
  metadata: object({ users: Calendars, calendars: Calendars }),
  /** In cents; required on create. */
  monthlyAmount: optional(Cents),
  /** In cents; required on create. */
  annualAmount: optional(Cents),
  currency: optional(Currency),
});
export type PackageBody = Infer<typeof PackageBody>;

/** `?productId=` of the package switch and delete. */
export const ProductIdQuery = object({ productId: ProviderId });
export type ProductIdQuery = Infer<typeof ProductIdQuery>;

/** `{active}` of the package, plan and promotion-code switches. */
export const ActiveBody = object({ active: boolean() });
export type ActiveBody = Infer<typeof ActiveBody>;

/** `POST /plan/plans/` (spec 2 §3 "Plan creation payload"): a plan of the interval the package lacks. */
export const PlanBody = object({
  amount: Cents,
  currency: Currency,
  interval: PlanInterval,
  product: ProviderId,
});
export type PlanBody = Infer<typeof PlanBody>;

/** `/:id` of the plan, coupon and promotion-code calls. */
export const ProviderIdParams = object({ id: ProviderId });
export type ProviderIdParams = Infer<typeof ProviderIdParams>;

/** Spec 2 §3 "Coupon (card provider variant)": a fixed amount off, once, for some months, or forever. */
export const ProviderCoupon = object({
  id: ProviderId,
  name: string(),
  duration: CouponDuration,
  /** Months of a repeating coupon; null otherwise. */
  duration_in_months: nullable(integer()),
  /** In cents. */
  amount_off: nullable(integer()),
  /** Coupons made here take an amount off; a percentage stays null. */
  percent_off: nullable(number()),
  currency: nullable(Currency),
  createdAt: IsoDateTime,
});
export type ProviderCoupon = Infer<typeof ProviderCoupon>;

/** `POST /coupon` {name, duration, amount_off, currency}; `duration_in_months` with a repeating one. */
export const ProviderCouponBody = object({
  name: text(COUPON_NAME_MAX),
  duration: CouponDuration,
  duration_in_months: optional(nullable(wholeNumber(1, MAX_COUPON_MONTHS))),
  amount_off: Cents,
  currency: Currency,
});
export type ProviderCouponBody = Infer<typeof ProviderCouponBody>;

/** `PATCH /coupon/{id}` {name}: editing changes the name only (spec 2 §5). */
export const ProviderCouponRenameBody = object({ name: text(COUPON_NAME_MAX) });
export type ProviderCouponRenameBody = Infer<typeof ProviderCouponRenameBody>;

/** A promotion code's coupon as spec 2 §3 shows it. */
export const PromotionCoupon = object({
  id: ProviderId,
  name: string(),
  duration: CouponDuration,
  duration_in_months: nullable(integer()),
  percent_off: nullable(number()),
  amount_off: nullable(integer()),
  currency: nullable(Currency),
});
export type PromotionCoupon = Infer<typeof PromotionCoupon>;

/** Spec 2 §3 "Promotion code": the code a customer types, naming a coupon. */
export const PromotionCode = object({
  id: ProviderId,
  code: string(),
  active: boolean(),
  coupon: PromotionCoupon,
  createdAt: IsoDateTime,
});
export type PromotionCode = Infer<typeof PromotionCode>;

/** A promotion code: trimmed and upper-cased, 1 to 10 letters, digits or dashes (Stripe's characters). */
export const PromoCodeText = coerce(
  refine(string(), 'promo-code', (value) => {
    if (value.length === 0) return 'must not be empty';
    if (value.length > PROMO_CODE_MAX) return `must have at most ${PROMO_CODE_MAX} characters`;
    return /^[A-Z0-9-]+$/.test(value) ? true : 'must contain only letters, digits and dashes';
  }),
  string(),
  (value) => value.trim().toUpperCase(),
);

/** `POST /promo-codes` {code, coupon}. */
export const PromotionCodeBody = object({ code: PromoCodeText, coupon: ProviderId });
export type PromotionCodeBody = Infer<typeof PromotionCodeBody>;

/**
 * `POST /promo-codes/check` {code, plan}: the onboarding payment step's typed code, priced against the
 * chosen plan. There is no public list of codes (docs/decisions.md, "Promotion codes are typed").
 */
export const PromoCheckBody = object({ code: PromoCodeText, plan: ProviderId });
export type PromoCheckBody = Infer<typeof PromoCheckBody>;

/** The code's price for one plan, in cents: the plan's price, the discount and the total to pay. */
export const PromoCheck = object({
  code: string(),
  /** The coupon's name, e.g. 'Welcome'. */
  name: string(),
  duration: CouponDuration,
  duration_in_months: nullable(integer()),
  plan: ProviderId,
  interval: PlanInterval,
  price: integer(),
  discount: integer(),
  total: integer(),
});
export type PromoCheck = Infer<typeof PromoCheck>;

/** 404 of a code no one made. */
export const PROMO_UNKNOWN = 'This promotion code does not exist';
/** 409 of a code the platform switched off: it no longer applies. */
export const PROMO_EXPIRED = 'This promotion code has expired';
/** 429 of `POST /promo-codes/check` past its limit per client address. */
export const PROMO_CHECK_TOO_MANY = 'Too many promotion code checks, please try again later.';
