import type {
  Plan,
  PlanInterval,
  PromotionCode,
  ProviderCoupon,
  SubscriptionPackage,
} from '../../billing/schemas';
import { daysFromNow } from '../clock';
import { builder } from '../builders';

export const buildPlan = builder<Plan>(() => ({
  id: 'price_mockBasicMonth',
  product: 'prod_mockBasic',
  amount: 2900,
  currency: 'usd',
  interval: 'month',
  active: true,
}));

export const buildPackage = builder<SubscriptionPackage>(() => ({
  id: 'prod_mockBasic',
  name: 'Basic',
  description: 'One calendar for a solo stylist.',
  active: true,
  metadata: { users: 1, calendars: 1 },
  plans: [buildPlan(), buildPlan({ id: 'price_mockBasicYear', amount: 29_000, interval: 'year' })],
}));

const plansOf = (product: string, key: string, prices: Partial<Record<PlanInterval, number>>) =>
  (['month', 'year'] as const).flatMap((interval) => {
    const amount = prices[interval];
    return amount === undefined
      ? []
      : [
          buildPlan({
            id: `price_mock${key}${interval === 'month' ? 'Month' : 'Year'}`,
            product,
            amount,
            interval,
          }),
        ];
  });

/**
 * The admin's packages: Basic and Pro with both plans, Starter with a monthly plan only (its 'Add Annual
 * Plan' opens the plan form for a year) and a disabled Team with an annual plan only.
 */
export const subscriptionPackages: SubscriptionPackage[] = [
  buildPackage(),
  buildPackage({
    id: 'prod_mockPro',
    name: 'Pro',
    description: 'Five calendars for a busy salon.',
    metadata: { users: 5, calendars: 5 },
    plans: plansOf('prod_mockPro', 'Pro', { month: 4900, year: 49_000 }).map((plan) =>
      plan.interval === 'year' ? { ...plan, active: false } : plan,
    ),
  }),
  buildPackage({
    id: 'prod_mockStarter',
    name: 'Starter',
    description: 'Try the platform for a month.',
    metadata: { users: 2, calendars: 2 },
    plans: plansOf('prod_mockStarter', 'Starter', { month: 1900 }),
  }),
  buildPackage({
    id: 'prod_mockTeam',
    name: 'Team',
    description: 'Ten calendars, billed yearly.',
    active: false,
    metadata: { users: 10, calendars: 10 },
    plans: plansOf('prod_mockTeam', 'Team', { year: 99_000 }),
  }),
];

export const buildProviderCoupon = builder<ProviderCoupon>(() => ({
  id: 'coupon_mockWelcome',
  name: 'Welcome $10',
  duration: 'once',
  duration_in_months: null,
  amount_off: 1000,
  percent_off: null,
  currency: 'usd',
  createdAt: daysFromNow(-10).toISOString(),
}));

/** Newest first: a one-off, a three-month and a forever coupon. */
export const providerCoupons: ProviderCoupon[] = [
  buildProviderCoupon({
    id: 'coupon_mockForever',
    name: 'Forever $5',
    duration: 'forever',
    amount_off: 500,
    createdAt: daysFromNow(-1).toISOString(),
  }),
  buildProviderCoupon({
    id: 'coupon_mockLoyal',
    name: 'Loyal 3 months',
    duration: 'repeating',
    duration_in_months: 3,
    amount_off: 750,
    createdAt: daysFromNow(-4).toISOString(),
  }),
  buildProviderCoupon(),
];

const couponSummary = (coupon: ProviderCoupon): PromotionCode['coupon'] => ({
  id: coupon.id,
  name: coupon.name,
  duration: coupon.duration,
  duration_in_months: coupon.duration_in_months,
  percent_off: coupon.percent_off,
  amount_off: coupon.amount_off,
  currency: coupon.currency,
});

export const buildPromotionCode = builder<PromotionCode>(() => ({
  id: 'promo_mockWelcome',
  code: 'WELCOME10',
  active: true,
  coupon: couponSummary(providerCoupons[2]!),
  createdAt: daysFromNow(-9).toISOString(),
}));

/** Newest first: an inactive three-month code and the active welcome code. */
export const promotionCodes: PromotionCode[] = [
  buildPromotionCode({
    id: 'promo_mockLoyal',
    code: 'LOYAL3',
    active: false,
    coupon: couponSummary(providerCoupons[1]!),
    createdAt: daysFromNow(-3).toISOString(),
  }),
  buildPromotionCode(),
];

export { couponSummary as promotionCouponOf };
