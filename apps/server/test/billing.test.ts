import { describe, expect, it } from 'vitest';
import {
  PROMO_EXPIRED,
  type Plan,
  type PromoCheck,
  type PromotionCode,
  type ProviderCoupon,
  type SubscriptionPackage,
} from '@salon/api/billing/schemas';
import { OfflineBillingProvider } from '../src/modules/billing/offline-provider';
import {
  BillingProviderError,
  StripeBillingProvider,
  type StripeClient,
} from '../src/modules/billing/stripe-provider';
import {
  BASIC_ANNUAL_PLAN_ID,
  BASIC_MONTHLY_PLAN_ID,
  BASIC_PACKAGE_ID,
  PRO_MONTHLY_PLAN_ID,
  PRO_PACKAGE_ID,
  WELCOME_COUPON_ID,
  WELCOME_PROMO_ID,
} from '../src/seed/billing';
import { buildTestApp, call, injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';

const API = '/api/v1';

const t = useTestApp();
const admin = useSession(t, 'admin@example.com');

let sequence = 0;
const unique = (prefix: string) => `${prefix}${(sequence += 1)}`;

const packages = (query = '') =>
  admin<SubscriptionPackage[]>({ method: 'GET', url: `${API}/plan/get-subscription-plans${query}` });
const publicPackages = (interval: string) =>
  call<SubscriptionPackage[]>(t.app, { method: 'GET', url: `${API}/plan/get-packages?interval=${interval}` });
const savePackage = (payload: Record<string, unknown>) =>
  admin<SubscriptionPackage>({ method: 'POST', url: `${API}/plan/add-subscription-plan`, payload });
const newPackage = (overrides: Record<string, unknown> = {}) =>
  savePackage({
    name: unique('Pk'),
    description: 'For the test',
    metadata: { users: 3, calendars: 3 },
    monthlyAmount: 1999,
    annualAmount: 19_990,
    currency: 'usd',
    ...overrides,
  });
const coupons = () => admin<ProviderCoupon[]>({ method: 'GET', url: `${API}/coupon` });
const promoCodes = () => admin<PromotionCode[]>({ method: 'GET', url: `${API}/promo-codes/` });

describe('packages and plans', () => {
  it('lists the demo packages with their monthly and annual plans, in cents', async () => {
    const answer = await packages();
    expect(answer.statusCode).toBe(200);
    const basic = answer.body.data.find((item) => item.id === BASIC_PACKAGE_ID);
    expect(basic).toEqual({
      id: BASIC_PACKAGE_ID,
      name: 'Basic',
      description: 'One calendar for a solo stylist.',
      active: true,
      metadata: { users: 1, calendars: 1 },
      plans: [
        {
          id: BASIC_MONTHLY_PLAN_ID,
          product: BASIC_PACKAGE_ID,
          amount: 2900,
          currency: 'usd',
          interval: 'month',
          active: true,
        },
        {
          id: BASIC_ANNUAL_PLAN_ID,
          product: BASIC_PACKAGE_ID,
          amount: 29_000,
          currency: 'usd',
          interval: 'year',
          active: true,
        },
      ],
    });
    const pro = answer.body.data.find((item) => item.id === PRO_PACKAGE_ID);
    expect(pro?.metadata).toEqual({ users: 5, calendars: 5 });
    const yearly = await packages('?interval=year');
    expect(yearly.body.data.find((item) => item.id === BASIC_PACKAGE_ID)?.plans.map((p) => p.id)).toEqual([
      BASIC_ANNUAL_PLAN_ID,
    ]);
  });

  it('adds a package with both plans, then updates its name, description and calendars', async () => {
    const created = await newPackage({ name: 'Studio', metadata: { users: 2, calendars: 2 } });
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('Package added successfully');
    const pkg = created.body.data;
    expect(pkg.id).toMatch(/^prod_[A-Za-z0-9]{14}$/);
    expect(pkg).toMatchObject({ name: 'Studio', active: true, metadata: { users: 2, calendars: 2 } });
    expect(pkg.plans.map((plan) => [plan.interval, plan.amount, plan.id.slice(0, 6)])).toEqual([
      ['month', 1999, 'price_'],
      ['year', 19_990, 'price_'],
    ]);

    const updated = await savePackage({
      productId: pkg.id,
      name: 'Studio+',
      description: 'Now with four calendars',
      metadata: { users: 4, calendars: 4 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('Package updated successfully');
    expect(updated.body.data).toMatchObject({
      id: pkg.id,
      name: 'Studio+',
      description: 'Now with four calendars',
      metadata: { users: 4, calendars: 4 },
    });
    expect(updated.body.data.plans).toEqual(pkg.plans);
  });

  it('refuses bad packages with 400 (or 409 for a taken name) and changes nothing', async () => {
    const before = (await packages()).body.data;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'Elevenchars' }, 400, 'name: must have at most 10 characters'],
      [{ name: '  ' }, 400, 'name: must not be empty'],
      [{ description: '' }, 400, 'description: must not be empty'],
      [{ metadata: { users: 11, calendars: 11 } }, 400, 'metadata.users: must be at most 10'],
      [{ metadata: { users: 0, calendars: 0 } }, 400, 'metadata.users: must be at least 1'],
      [{ metadata: { users: 2, calendars: 3 } }, 400, 'metadata.users: must equal metadata.calendars'],
      [{ monthlyAmount: undefined }, 400, 'Monthly Price Required'],
      [{ annualAmount: undefined }, 400, 'Annual Price Required'],
      [{ monthlyAmount: 0 }, 400, 'monthlyAmount: must be at least 1'],
      [{ monthlyAmount: 10.5 }, 400, 'monthlyAmount: must be a whole number'],
      [{ currency: 'eur' }, 400, 'currency: must be one of usd'],
      [{ name: 'basic' }, 409, 'A package with this name already exists'],
    ];
    for (const [overrides, status, message] of cases) {
      const answer = await newPackage(overrides);
      expect([answer.statusCode, answer.body.message], JSON.stringify(overrides)).toEqual([status, message]);
    }
    const priceChange = await savePackage({
      productId: BASIC_PACKAGE_ID,
      name: 'Basic',
      description: 'x',
      metadata: { users: 1, calendars: 1 },
      monthlyAmount: 100,
    });
    expect(priceChange.statusCode).toBe(400);
    const unknown = await savePackage({
      productId: 'prod_unknown',
      name: 'Ghost',
      description: 'x',
      metadata: { users: 1, calendars: 1 },
    });
    expect([unknown.statusCode, unknown.body.message]).toEqual([404, 'Package not found']);
    expect((await packages()).body.data).toEqual(before);
  });

  it('enables and disables a package; onboarding sees enabled packages with an enabled plan only', async () => {
    const pkg = (await newPackage()).body.data;
    const inList = async (interval: string) =>
      (await publicPackages(interval)).body.data.find((item) => item.id === pkg.id);
    expect((await inList('month'))?.plans.map((plan) => plan.interval)).toEqual(['month']);

    const off = await admin<SubscriptionPackage>({
      method: 'PATCH',
      url: `${API}/plan/enable-disable-subscription-plan?productId=${pkg.id}`,
      payload: { active: false },
    });
    expect(off.body).toMatchObject({ message: 'Package status changed', data: { active: false } });
    expect(await inList('month')).toBeUndefined();

    await admin({
      method: 'PATCH',
      url: `${API}/plan/enable-disable-subscription-plan?productId=${pkg.id}`,
      payload: { active: true },
    });
    const monthly = pkg.plans.find((plan) => plan.interval === 'month')!;
    const planOff = await admin<Plan>({
      method: 'PATCH',
      url: `${API}/plan/plans/${monthly.id}`,
      payload: { active: false },
    });
    expect(planOff.body).toMatchObject({ message: 'Package status changed', data: { active: false } });
    expect(await inList('month')).toBeUndefined();
    expect((await inList('year'))?.plans).toHaveLength(1);
    expect((await publicPackages('week')).statusCode).toBe(400);
  });

  it('keeps at most one plan per interval and at least one plan per package', async () => {
    const pkg = (await newPackage()).body.data;
    const [monthly, annual] = pkg.plans as [Plan, Plan];
    const addPlan = (interval: string, amount = 2500) =>
      admin<Plan>({
        method: 'POST',
        url: `${API}/plan/plans/`,
        payload: { amount, currency: 'usd', interval, product: pkg.id },
      });

    const twice = await addPlan('month');
    expect([twice.statusCode, twice.body.message]).toEqual([409, 'This package already has a monthly plan']);

    const removed = await admin({ method: 'DELETE', url: `${API}/plan/plans/${monthly.id}` });
    expect([removed.statusCode, removed.body.message]).toEqual([200, 'Plan deleted successfully']);
    const last = await admin({ method: 'DELETE', url: `${API}/plan/plans/${annual.id}` });
    expect([last.statusCode, last.body.message]).toEqual([
      409,
      'A package keeps at least one plan: delete the package instead',
    ]);

    const readded = await addPlan('month', 2500);
    expect(readded.statusCode).toBe(200);
    expect(readded.body).toMatchObject({
      message: 'Plan added successfully',
      data: { product: pkg.id, amount: 2500, interval: 'month', active: true, currency: 'usd' },
    });
    expect((await addPlan('week')).statusCode).toBe(400);
    expect((await addPlan('month', -1)).statusCode).toBe(400);
    const unknownPackage = await admin({
      method: 'POST',
      url: `${API}/plan/plans/`,
      payload: { amount: 100, currency: 'usd', interval: 'year', product: 'prod_missing' },
    });
    expect(unknownPackage.statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `${API}/plan/plans/price_missing` })).statusCode).toBe(404);
  });

  it('takes turns when the two plans of a package are deleted at once: one stays', async () => {
    const pkg = (await newPackage()).body.data;
    const answers = await Promise.all(
      pkg.plans.map((plan) => admin({ method: 'DELETE', url: `${API}/plan/plans/${plan.id}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await packages()).body.data.find((item) => item.id === pkg.id)?.plans).toHaveLength(1);
  });

  it('deletes a package with its plans', async () => {
    const pkg = (await newPackage()).body.data;
    const deleted = await admin({
      method: 'DELETE',
      url: `${API}/plan/delete-subscription-plan?productId=${pkg.id}`,
    });
    expect([deleted.statusCode, deleted.body.message]).toEqual([200, 'Package deleted successfully']);
    expect((await packages()).body.data.some((item) => item.id === pkg.id)).toBe(false);
    expect(
      (
        await admin({
          method: 'PATCH',
          url: `${API}/plan/plans/${pkg.plans[0]!.id}`,
          payload: { active: true },
        })
      ).statusCode,
    ).toBe(404);
    const again = await admin({
      method: 'DELETE',
      url: `${API}/plan/delete-subscription-plan?productId=${pkg.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('provider coupons', () => {
  const addCoupon = (payload: Record<string, unknown>) =>
    admin<ProviderCoupon>({
      method: 'POST',
      url: `${API}/coupon`,
      payload: { name: unique('Coupon '), duration: 'once', amount_off: 500, currency: 'usd', ...payload },
    });

  it('lists the demo coupon and adds once, repeating and forever coupons, newest first', async () => {
    const listed = (await coupons()).body.data;
    expect(listed.find((coupon) => coupon.id === WELCOME_COUPON_ID)).toEqual({
      id: WELCOME_COUPON_ID,
      name: 'Welcome $10',
      duration: 'once',
      duration_in_months: null,
      amount_off: 1000,
      percent_off: null,
      currency: 'usd',
      createdAt: '2026-02-01T09:00:00.000Z',
    });
    const repeating = await addCoupon({ name: 'Three months', duration: 'repeating', duration_in_months: 3 });
    expect(repeating.statusCode).toBe(200);
    expect(repeating.body).toMatchObject({
      message: 'Coupon added successfully',
      data: { name: 'Three months', duration: 'repeating', duration_in_months: 3, amount_off: 500 },
    });
    expect(repeating.body.data.id).toMatch(/^coupon_/);
    const forever = await addCoupon({ duration: 'forever' });
    expect(forever.body.data.duration_in_months).toBeNull();
    expect((await coupons()).body.data[0]?.id).toBe(forever.body.data.id);
  });

  it('refuses bad coupons with 400 and changes nothing', async () => {
    const before = (await coupons()).body.data;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Sixteen chars!!!' }, 'name: must have at most 15 characters'],
      [{ name: '' }, 'name: must not be empty'],
      [{ amount_off: undefined }, 'amount_off: is required'],
      [{ amount_off: 0 }, 'amount_off: must be at least 1'],
      [{ duration: undefined }, 'duration: is required'],
      [{ duration: 'repetative' }, 'duration: must be one of once, repeating, forever'],
      [{ duration: 'repeating' }, 'duration_in_months: is required for a repeating coupon'],
      [
        { duration: 'once', duration_in_months: 2 },
        'duration_in_months: only a repeating coupon lasts some months',
      ],
      [{ duration: 'repeating', duration_in_months: 37 }, 'duration_in_months: must be at most 36'],
      [{ currency: 'eur' }, 'currency: must be one of usd'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await addCoupon(overrides);
      expect([answer.statusCode, answer.body.message], JSON.stringify(overrides)).toEqual([400, message]);
    }
    expect((await coupons()).body.data).toEqual(before);
  });

  it('renames a coupon and changes nothing else', async () => {
    const coupon = (await addCoupon({ amount_off: 700 })).body.data;
    const renamed = await admin<ProviderCoupon>({
      method: 'PATCH',
      url: `${API}/coupon/${coupon.id}`,
      payload: { name: 'Renamed' },
    });
    expect(renamed.body).toMatchObject({ message: 'Coupon updated successfully' });
    expect(renamed.body.data).toEqual({ ...coupon, name: 'Renamed' });
    const more = await admin({
      method: 'PATCH',
      url: `${API}/coupon/${coupon.id}`,
      payload: { name: 'Renamed', amount_off: 1 },
    });
    expect(more.statusCode).toBe(400);
    const missing = await admin({
      method: 'PATCH',
      url: `${API}/coupon/coupon_missing`,
      payload: { name: 'X' },
    });
    expect([missing.statusCode, missing.body.message]).toEqual([404, 'Coupon not found']);
  });

  it('keeps a coupon while an active promotion code names it; its inactive codes go with it', async () => {
    const coupon = (await addCoupon({})).body.data;
    const code = unique('GONE');
    const promo = (
      await admin<PromotionCode>({
        method: 'POST',
        url: `${API}/promo-codes`,
        payload: { code, coupon: coupon.id },
      })
    ).body.data;
    const refused = await admin({ method: 'DELETE', url: `${API}/coupon/${coupon.id}` });
    expect([refused.statusCode, refused.body.message]).toEqual([
      409,
      'This coupon has active promotion codes. Deactivate them before deleting the coupon.',
    ]);
    await admin({ method: 'PATCH', url: `${API}/promo-codes/${promo.id}`, payload: { active: false } });
    const deleted = await admin({ method: 'DELETE', url: `${API}/coupon/${coupon.id}` });
    expect([deleted.statusCode, deleted.body.message]).toEqual([200, 'Coupon deleted successfully']);
    expect((await promoCodes()).body.data.some((item) => item.id === promo.id)).toBe(false);
    expect((await admin({ method: 'DELETE', url: `${API}/coupon/${coupon.id}` })).statusCode).toBe(404);
  });
});

describe('promotion codes', () => {
  it('lists the codes with their coupons, with the bearer header the spec shows', async () => {
    const info = admin.info;
    const answer = await call<PromotionCode[]>(t.app, {
      method: 'GET',
      url: `${API}/promo-codes/`,
      headers: { authorization: `Bearer ${info.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.find((promo) => promo.id === WELCOME_PROMO_ID)).toEqual({
      id: WELCOME_PROMO_ID,
      code: 'WELCOME10',
      active: true,
      coupon: {
        id: WELCOME_COUPON_ID,
        name: 'Welcome $10',
        duration: 'once',
        duration_in_months: null,
        percent_off: null,
        amount_off: 1000,
        currency: 'usd',
      },
      createdAt: '2026-02-01T09:05:00.000Z',
    });
  });

  it('adds an upper-case code naming a coupon, unique whatever its case', async () => {
    const created = await admin<PromotionCode>({
      method: 'POST',
      url: `${API}/promo-codes`,
      payload: { code: ' spring-5 ', coupon: WELCOME_COUPON_ID },
    });
    expect(created.statusCode).toBe(200);
    expect(created.body).toMatchObject({
      message: 'Promo code added successfully',
      data: { code: 'SPRING-5', active: true, coupon: { id: WELCOME_COUPON_ID } },
    });
    expect(created.body.data.id).toMatch(/^promo_/);
    const before = (await promoCodes()).body.data;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ code: 'Spring-5' }, 409, 'This promotional code already exists'],
      [{ code: 'ELEVENCHARS' }, 400, 'code: must have at most 10 characters'],
      [{ code: '' }, 400, 'code: must not be empty'],
      [{ code: 'NO SPACE' }, 400, 'code: must contain only letters, digits and dashes'],
      [{ coupon: 'coupon_missing' }, 400, 'coupon: the selected coupon does not exist'],
      [{ coupon: undefined }, 400, 'coupon: is required'],
    ];
    for (const [overrides, status, message] of cases) {
      const answer = await admin({
        method: 'POST',
        url: `${API}/promo-codes`,
        payload: { code: unique('NEW'), coupon: WELCOME_COUPON_ID, ...overrides },
      });
      expect([answer.statusCode, answer.body.message], JSON.stringify(overrides)).toEqual([status, message]);
    }
    expect((await promoCodes()).body.data).toEqual(before);
  });

  it('activates and deactivates a code; onboarding prices active codes only, typed, and lists none', async () => {
    const promo = (
      await admin<PromotionCode>({
        method: 'POST',
        url: `${API}/promo-codes`,
        payload: { code: 'FALL20', coupon: WELCOME_COUPON_ID },
      })
    ).body.data;
    const check = (code: string) =>
      call<PromoCheck>(t.app, {
        method: 'POST',
        url: `${API}/promo-codes/check`,
        payload: { code, plan: PRO_MONTHLY_PLAN_ID },
      });
    expect((await check('fall20')).body.data.code).toBe('FALL20');
    // By its code only: the id is not a code.
    expect((await check(promo.id)).statusCode).toBe(400);

    const off = await admin<PromotionCode>({
      method: 'PATCH',
      url: `${API}/promo-codes/${promo.id}`,
      payload: { active: false },
    });
    expect(off.body).toMatchObject({
      message: 'Promo code deactivated successfully',
      data: { active: false },
    });
    const expired = await check('FALL20');
    expect([expired.statusCode, expired.body.message]).toEqual([409, PROMO_EXPIRED]);
    // The public list and lookup of codes are gone (issue 24).
    for (const url of ['/promo-codes/get-promo-codes', `/promo-codes/promo-codes/${WELCOME_PROMO_ID}`]) {
      expect((await call(t.app, { method: 'GET', url: `${API}${url}` })).statusCode).toBe(404);
    }

    const on = await admin({
      method: 'PATCH',
      url: `${API}/promo-codes/${promo.id}`,
      payload: { active: true },
    });
    expect(on.body.message).toBe('Promo code activated successfully');
    const missing = await admin({
      method: 'PATCH',
      url: `${API}/promo-codes/FALL20`,
      payload: { active: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('billing provider', () => {
  it('an unreachable provider answers 502 and leaves our record unchanged', async () => {
    const failing = new StripeBillingProvider(fakeStripe({ fail: true }).client);
    const app = await buildTestApp({}, { billing: failing });
    try {
      const as = await injectAs(app.app, 'admin@example.com');
      const before = await as({ method: 'GET', url: `${API}/plan/get-subscription-plans` });
      const answer = await as({
        method: 'POST',
        url: `${API}/plan/add-subscription-plan`,
        payload: {
          name: 'Offline',
          description: 'x',
          metadata: { users: 1, calendars: 1 },
          monthlyAmount: 100,
          annualAmount: 1000,
        },
      });
      expect([answer.statusCode, answer.body.message]).toEqual([
        502,
        'The payment provider refused the change: connection refused',
      ]);
      const toggle = await as({
        method: 'PATCH',
        url: `${API}/plan/enable-disable-subscription-plan?productId=${BASIC_PACKAGE_ID}`,
        payload: { active: false },
      });
      expect(toggle.statusCode).toBe(502);
      expect((await as({ method: 'GET', url: `${API}/plan/get-subscription-plans` })).body).toEqual(
        before.body,
      );
    } finally {
      await app.close();
    }
  });

  it('the offline provider makes ids shaped like Stripe ones', async () => {
    const offline = new OfflineBillingProvider();
    const ids = [
      await offline.createProduct(),
      await offline.createPrice(),
      await offline.createCoupon(),
      await offline.createPromotionCode(),
    ];
    expect(ids.map((id) => id.split('_')[0])).toEqual(['prod', 'price', 'coupon', 'promo']);
    expect(new Set(ids).size).toBe(4);
  });

  it('maps packages, plans, coupons and promotion codes to Stripe parameters', async () => {
    const fake = fakeStripe();
    const stripe = new StripeBillingProvider(fake.client);
    expect(await stripe.createProduct({ name: 'Pro', description: 'Five', calendars: 5 })).toBe('prod_1');
    await stripe.updateProduct('prod_1', { name: 'Pro+', calendars: 6 });
    expect(
      await stripe.createPrice({ product: 'prod_1', amount: 4900, currency: 'usd', interval: 'month' }),
    ).toBe('price_2');
    await stripe.setPriceActive('price_2', false);
    await stripe.removePrice('price_2');
    await stripe.removeProduct('prod_1');
    await stripe.createCoupon({
      name: 'Loyal',
      duration: 'repeating',
      durationInMonths: 3,
      amountOff: 750,
      currency: 'usd',
    });
    await stripe.createCoupon({
      name: 'Once',
      duration: 'once',
      durationInMonths: null,
      amountOff: 100,
      currency: 'usd',
    });
    await stripe.renameCoupon('coupon_5', 'Renamed');
    await stripe.deleteCoupon('coupon_5');
    await stripe.createPromotionCode({ code: 'WELCOME10', coupon: 'coupon_5' });
    await stripe.setPromotionCodeActive('promo_7', false);
    expect(fake.calls).toEqual([
      ['products.create', { name: 'Pro', description: 'Five', metadata: { users: '5', calendars: '5' } }],
      ['products.update', 'prod_1', { name: 'Pro+', metadata: { users: '6', calendars: '6' } }],
      [
        'prices.create',
        { product: 'prod_1', unit_amount: 4900, currency: 'usd', recurring: { interval: 'month' } },
      ],
      ['prices.update', 'price_2', { active: false }],
      ['prices.update', 'price_2', { active: false }],
      ['products.update', 'prod_1', { active: false }],
      [
        'coupons.create',
        { name: 'Loyal', duration: 'repeating', duration_in_months: 3, amount_off: 750, currency: 'usd' },
      ],
      ['coupons.create', { name: 'Once', duration: 'once', amount_off: 100, currency: 'usd' }],
      ['coupons.update', 'coupon_5', { name: 'Renamed' }],
      ['coupons.del', 'coupon_5'],
      ['promotionCodes.create', { code: 'WELCOME10', promotion: { type: 'coupon', coupon: 'coupon_5' } }],
      ['promotionCodes.update', 'promo_7', { active: false }],
    ]);
  });

  it("wraps Stripe's failures in one 502 error", async () => {
    const stripe = new StripeBillingProvider(fakeStripe({ fail: true }).client);
    await expect(stripe.deleteCoupon('coupon_x')).rejects.toBeInstanceOf(BillingProviderError);
    await expect(stripe.deleteCoupon('coupon_x')).rejects.toMatchObject({ statusCode: 502 });
  });
});

const unused = async (): Promise<never> => {
  throw new Error('not used by these tests');
};

/** A Stripe client that records its calls and answers numbered ids (`prod_1`, `price_2`, …). */
function fakeStripe(options: { fail?: boolean } = {}) {
  const calls: unknown[][] = [];
  let counter = 0;
  const record =
    (name: string, prefix?: string) =>
    async (...args: unknown[]) => {
      if (options.fail) throw new Error('connection refused');
      calls.push([name, ...args]);
      if (!prefix) return { id: String(args[0]) };
      counter += 1;
      return { id: `${prefix}_${counter}` };
    };
  const client: StripeClient = {
    products: { create: record('products.create', 'prod'), update: record('products.update') },
    prices: { create: record('prices.create', 'price'), update: record('prices.update') },
    coupons: {
      create: record('coupons.create', 'coupon'),
      update: record('coupons.update'),
      del: record('coupons.del'),
    },
    promotionCodes: {
      create: record('promotionCodes.create', 'promo'),
      update: record('promotionCodes.update'),
    },
    // Subscriptions have their own fake (subscriptions.test.ts).
    customers: { create: record('customers.create', 'cus') },
    subscriptions: { create: unused, retrieve: unused, update: unused, cancel: unused },
  };
  return { client, calls };
}
