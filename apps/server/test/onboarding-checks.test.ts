import { describe, expect, it } from 'vitest';
import {
  PROMO_CHECK_TOO_MANY,
  PROMO_EXPIRED,
  PROMO_UNKNOWN,
  type PromoCheck,
} from '@salon/api/billing/schemas';
import {
  ONBOARDING_EMAIL_CHECK_TOO_MANY,
  type OnboardEmailCheck,
  type OnboardingPaymentResult,
} from '@salon/api/onboarding/schemas';
import { eq } from 'drizzle-orm';
import { onboardingSignups } from '../src/db/schema';
import { RATE_LIMITS, type LimitRule } from '../src/http/rate-limit';
import {
  BASIC_MONTHLY_PLAN_ID,
  PRO_MONTHLY_PLAN_ID,
  PRO_PACKAGE_ID,
  WELCOME_COUPON_ID,
} from '../src/seed/billing';
import { call } from './helper';
import { useTestApp } from './use-test-app';

/*
 * Issue 24: the wizard's as-typed checks. A typed promotion code is priced by the server against the
 * chosen plan (no public list of codes), and an e-mail is checked as the owner or a stylist types it;
 * both are limited per address with the production limits.
 */
const API = '/api/v1';
const t = useTestApp({ rateLimits: RATE_LIMITS });

let addressSeq = 0;
const freshAddress = () => `198.51.100.${(addressSeq += 1)}`;

const checkPromo = (code: string, plan = PRO_MONTHLY_PLAN_ID, remoteAddress = freshAddress()) =>
  call<PromoCheck>(t.app, {
    method: 'POST',
    url: `${API}/promo-codes/check`,
    payload: { code, plan },
    remoteAddress,
  });

const checkEmail = (email: string, remoteAddress = freshAddress()) =>
  call<OnboardEmailCheck>(t.app, {
    method: 'POST',
    url: `${API}/users/onboard-check-email`,
    payload: { email },
    remoteAddress,
  });

describe('POST /promo-codes/check', () => {
  it('prices a valid code, typed in any case, against the chosen plan', async () => {
    const pro = await checkPromo(' welcome10 ');
    expect(pro.statusCode).toBe(200);
    expect(pro.body.data).toEqual({
      code: 'WELCOME10',
      name: 'Welcome $10',
      duration: 'once',
      duration_in_months: null,
      plan: PRO_MONTHLY_PLAN_ID,
      interval: 'month',
      price: 4900,
      discount: 1000,
      total: 3900,
    });
    expect((await checkPromo('WELCOME10', BASIC_MONTHLY_PLAN_ID)).body.data).toMatchObject({
      price: 2900,
      total: 1900,
    });
  });

  it('refuses an expired (switched off) code with 409 and an unknown one with 404', async () => {
    const billing = t.repositories.billing;
    await billing.createPromotionCode({ id: 'promo_checkOld', code: 'OLD5', couponId: WELCOME_COUPON_ID });
    await billing.setPromotionCodeActive('promo_checkOld', false);
    const expired = await checkPromo('old5');
    expect([expired.statusCode, expired.body.message]).toEqual([409, PROMO_EXPIRED]);

    const unknown = await checkPromo('NOPE42');
    expect([unknown.statusCode, unknown.body.message]).toEqual([404, PROMO_UNKNOWN]);
    // Not a code at all, or a plan that does not exist: 400.
    expect((await checkPromo('no spaces!')).statusCode).toBe(400);
    expect((await checkPromo('WELCOME10', 'price_missing')).statusCode).toBe(400);
  });

  it(`answers 429 after ${(RATE_LIMITS.promoCheck as LimitRule).max} checks per quarter hour from one address`, async () => {
    const address = freshAddress();
    const { max } = RATE_LIMITS.promoCheck as LimitRule;
    expect(max).toBe(10);
    for (let i = 0; i < max; i++) {
      expect((await checkPromo(`GUESS${i}`, PRO_MONTHLY_PLAN_ID, address)).statusCode).toBe(404);
    }
    const over = await checkPromo('WELCOME10', PRO_MONTHLY_PLAN_ID, address);
    expect([over.statusCode, over.body.message]).toEqual([429, PROMO_CHECK_TOO_MANY]);
    expect((await checkPromo('WELCOME10')).statusCode).toBe(200);
  });

  it('the sign-up prices the subscription itself with the typed code', async () => {
    const n = `${Date.now() % 100000}`;
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({ day, slot: [] }));
    const body = {
      salon: {
        name: `Typed ${n}`,
        email: `typed.${n}@onboard.test`,
        phone: '5550002000',
        address: '1 Main Street',
        password: 'Bella#Hair',
        country: 'US',
        timeZone: 'America/New_York',
        currency: 'USD',
        locale: 'en-US',
      },
      stylist: [
        { name: 'Stylist', email: `typed.s.${n}@onboard.test`, phone: '5550002001', gender: 'other' },
      ],
      maxCalendar: 5,
      businessHours: days,
      payment: { id: '4242 4242 4242 4242', promotion_code: 'welcome10' },
      subscription: { package: PRO_PACKAGE_ID, plan: PRO_MONTHLY_PLAN_ID, maxCalendar: 5 },
      idempotencyKey: `typed-${n}-promo`,
    };
    const answer = await call<OnboardingPaymentResult>(t.app, {
      method: 'POST',
      url: `${API}/users/onboard-signup`,
      payload: body,
      remoteAddress: freshAddress(),
    });
    expect(answer.body.data.status).toBe('succeeded');
    const [row] = await t.container.db
      .select()
      .from(onboardingSignups)
      .where(eq(onboardingSignups.idempotencyKey, body.idempotencyKey));
    expect([row?.amountCents, row?.discountCents]).toEqual([4900, 1000]);

    const expired = await call(t.app, {
      method: 'POST',
      url: `${API}/users/onboard-signup`,
      payload: {
        ...body,
        salon: { ...body.salon, email: `typed.old.${n}@onboard.test` },
        stylist: [{ ...body.stylist[0], email: `typed.old.s.${n}@onboard.test` }],
        payment: { ...body.payment, promotion_code: 'OLD5' },
        idempotencyKey: `typed-${n}-old`,
      },
      remoteAddress: freshAddress(),
    });
    expect([expired.statusCode, expired.body.message]).toEqual([409, PROMO_EXPIRED]);
  });
});

describe('POST /users/onboard-check-email', () => {
  it('says whether an e-mail has an account on the platform, in any case', async () => {
    expect((await checkEmail('owner@example.com')).body.data).toEqual({
      email: 'owner@example.com',
      available: false,
    });
    expect((await checkEmail(' Stylist@Example.com ')).body.data.available).toBe(false);
    expect((await checkEmail('nobody.yet@onboard.test')).body.data).toEqual({
      email: 'nobody.yet@onboard.test',
      available: true,
    });
    expect((await checkEmail('not-an-email')).statusCode).toBe(400);
  });

  it(`answers 429 after ${(RATE_LIMITS.emailCheck as LimitRule).max} checks per quarter hour from one address`, async () => {
    const address = freshAddress();
    const { max } = RATE_LIMITS.emailCheck as LimitRule;
    for (let i = 0; i < max; i++) {
      expect((await checkEmail(`walk${i}@onboard.test`, address)).statusCode).toBe(200);
    }
    const over = await checkEmail('owner@example.com', address);
    expect([over.statusCode, over.body.message]).toEqual([429, ONBOARDING_EMAIL_CHECK_TOO_MANY]);
  });
});
