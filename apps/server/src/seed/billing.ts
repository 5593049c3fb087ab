import type { Database } from '../db/client';
import {
  billingCoupons,
  billingPackages,
  billingPlans,
  billingPromotionCodes,
  type NewBillingCouponRow,
  type NewBillingPackageRow,
  type NewBillingPlanRow,
  type NewBillingPromotionCodeRow,
} from '../db/schema';

/** Fixed ids of the demo pricing, shaped like the billing provider's. */
export const BASIC_PACKAGE_ID = 'prod_demoBasic';
export const PRO_PACKAGE_ID = 'prod_demoPro';
export const BASIC_MONTHLY_PLAN_ID = 'price_demoBasicMonth';
export const BASIC_ANNUAL_PLAN_ID = 'price_demoBasicYear';
export const PRO_MONTHLY_PLAN_ID = 'price_demoProMonth';
export const PRO_ANNUAL_PLAN_ID = 'price_demoProYear';
export const WELCOME_COUPON_ID = 'coupon_demoWelcome';
export const WELCOME_PROMO_ID = 'promo_demoWelcome';
export const WELCOME_PROMO_CODE = 'WELCOME10';

export const demoPackages: NewBillingPackageRow[] = [
  {
    id: BASIC_PACKAGE_ID,
    name: 'Basic',
    description: 'One calendar for a solo stylist.',
    calendars: 1,
    createdAt: new Date('2026-01-05T09:00:00.000Z'),
  },
  {
    id: PRO_PACKAGE_ID,
    name: 'Pro',
    description: 'Five calendars for a busy salon.',
    calendars: 5,
    createdAt: new Date('2026-01-05T09:05:00.000Z'),
  },
];

export const demoPlans: NewBillingPlanRow[] = [
  { id: BASIC_MONTHLY_PLAN_ID, packageId: BASIC_PACKAGE_ID, amountCents: 2_900, interval: 'month' },
  { id: BASIC_ANNUAL_PLAN_ID, packageId: BASIC_PACKAGE_ID, amountCents: 29_000, interval: 'year' },
  { id: PRO_MONTHLY_PLAN_ID, packageId: PRO_PACKAGE_ID, amountCents: 4_900, interval: 'month' },
  { id: PRO_ANNUAL_PLAN_ID, packageId: PRO_PACKAGE_ID, amountCents: 49_900, interval: 'year' },
];

export const demoCoupons: NewBillingCouponRow[] = [
  {
    id: WELCOME_COUPON_ID,
    name: 'Welcome $10',
    duration: 'once',
    durationInMonths: null,
    amountOffCents: 1_000,
    createdAt: new Date('2026-02-01T09:00:00.000Z'),
  },
];

export const demoPromotionCodes: NewBillingPromotionCodeRow[] = [
  {
    id: WELCOME_PROMO_ID,
    code: WELCOME_PROMO_CODE,
    couponId: WELCOME_COUPON_ID,
    createdAt: new Date('2026-02-01T09:05:00.000Z'),
  },
];

/**
 * The demo pricing: Basic (1 calendar) and Pro (5 calendars) with monthly and annual plans, a $10
 * welcome coupon and its promotion code. Offline ids; with Stripe configured the admin creates real ones.
 * Only into empty pricing tables: what the admin deleted or renamed is not brought back on restart.
 */
export async function seedBilling(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [pkg] = await tx.select({ id: billingPackages.id }).from(billingPackages).limit(1);
    const [coupon] = await tx.select({ id: billingCoupons.id }).from(billingCoupons).limit(1);
    if (!pkg) {
      await tx.insert(billingPackages).values(demoPackages);
      await tx.insert(billingPlans).values(demoPlans);
    }
    if (!coupon) {
      await tx.insert(billingCoupons).values(demoCoupons);
      await tx.insert(billingPromotionCodes).values(demoPromotionCodes);
    }
  });
}
