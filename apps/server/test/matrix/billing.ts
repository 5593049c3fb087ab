import { offlineId } from '../../src/modules/billing/offline-provider';
import {
  PRO_MONTHLY_PLAN_ID,
  WELCOME_COUPON_ID,
  WELCOME_PROMO_CODE,
  WELCOME_PROMO_ID,
} from '../../src/seed/billing';
import type { TestApp } from '../helper';
import { ALL, type Matrix } from './types';

/*
 * The platform's pricing is platform-wide (no salon): only `own` cases. Spec 2 §6: the admin manages
 * packages, plans, provider coupons and promotion codes; everyone else 403. The onboarding reads answer
 * anyone, signed in or not: the packages and a typed promotion code's price (no public list of codes).
 */
const ADMIN = ALL(403, { admin: 200 });
const PUBLIC = ALL(200, { anonymous: 200 });

let sequence = 0;
const next = () => (sequence += 1);

/** A package of its own for one call, with the plans of `intervals` (deletes never touch the seed). */
async function freshPackage(t: TestApp, intervals: Array<'month' | 'year'> = ['month', 'year']) {
  const id = offlineId('prod');
  const plans = intervals.map((interval) => ({
    id: offlineId('price'),
    packageId: id,
    amountCents: interval === 'month' ? 1500 : 15_000,
    interval,
  }));
  await t.repositories.billing.createPackage(
    { id, name: `Mx${next()}`, description: 'Matrix package', calendars: 2 },
    plans,
  );
  return { id, planIds: plans.map((plan) => plan.id) };
}

async function freshCoupon(t: TestApp): Promise<string> {
  const row = await t.repositories.billing.createCoupon({
    id: offlineId('coupon'),
    name: `Matrix ${next()}`,
    duration: 'once',
    amountOffCents: 300,
  });
  return row.id;
}

export const billingMatrix: Matrix = {
  'GET /plan/get-subscription-plans': {
    request: () => ({ url: '/plan/get-subscription-plans?interval=month' }),
    own: ADMIN,
  },
  'GET /plan/get-packages': {
    request: () => ({ url: '/plan/get-packages?interval=year' }),
    own: PUBLIC,
  },
  'POST /plan/add-subscription-plan': {
    request: () => ({
      url: '/plan/add-subscription-plan',
      payload: {
        name: `Mp${next()}`,
        description: 'Matrix package',
        metadata: { users: 3, calendars: 3 },
        monthlyAmount: 2500,
        annualAmount: 25_000,
        currency: 'usd',
      },
    }),
    own: ADMIN,
  },
  'PATCH /plan/enable-disable-subscription-plan': {
    request: async (_scope, t) => ({
      url: `/plan/enable-disable-subscription-plan?productId=${(await freshPackage(t)).id}`,
      payload: { active: false },
    }),
    own: ADMIN,
  },
  'DELETE /plan/delete-subscription-plan': {
    request: async (_scope, t) => ({
      url: `/plan/delete-subscription-plan?productId=${(await freshPackage(t)).id}`,
    }),
    own: ADMIN,
  },
  'POST /plan/plans/': {
    request: async (_scope, t) => ({
      url: '/plan/plans/',
      payload: {
        amount: 9900,
        currency: 'usd',
        interval: 'year',
        product: (await freshPackage(t, ['month'])).id,
      },
    }),
    own: ADMIN,
  },
  'PATCH /plan/plans/:id': {
    request: async (_scope, t) => ({
      url: `/plan/plans/${(await freshPackage(t)).planIds[0]}`,
      payload: { active: false },
    }),
    own: ADMIN,
  },
  'DELETE /plan/plans/:id': {
    request: async (_scope, t) => ({ url: `/plan/plans/${(await freshPackage(t)).planIds[1]}` }),
    own: ADMIN,
  },
  'GET /coupon': {
    request: () => ({ url: '/coupon' }),
    own: ADMIN,
  },
  'POST /coupon': {
    request: () => ({
      url: '/coupon',
      payload: { name: `Matrix ${next()}`, duration: 'forever', amount_off: 200, currency: 'usd' },
    }),
    own: ADMIN,
  },
  'PATCH /coupon/:id': {
    request: () => ({
      url: `/coupon/${WELCOME_COUPON_ID}`,
      payload: { name: 'Welcome $10' },
    }),
    own: ADMIN,
  },
  'DELETE /coupon/:id': {
    request: async (_scope, t) => ({ url: `/coupon/${await freshCoupon(t)}` }),
    own: ADMIN,
  },
  'GET /promo-codes/': {
    request: () => ({ url: '/promo-codes/' }),
    own: ADMIN,
  },
  'POST /promo-codes': {
    request: () => ({
      url: '/promo-codes',
      payload: { code: `MX${next()}`, coupon: WELCOME_COUPON_ID },
    }),
    own: ADMIN,
  },
  'PATCH /promo-codes/:id': {
    request: () => ({ url: `/promo-codes/${WELCOME_PROMO_ID}`, payload: { active: true } }),
    own: ADMIN,
  },
  'POST /promo-codes/check': {
    request: () => ({
      url: '/promo-codes/check',
      payload: { code: WELCOME_PROMO_CODE, plan: PRO_MONTHLY_PLAN_ID },
    }),
    own: PUBLIC,
  },
};
