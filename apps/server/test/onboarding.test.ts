import { describe, expect, it } from 'vitest';
import type { OnboardDone, OnboardingPaymentResult } from '@salon/api/onboarding/schemas';
import { PROMO_UNKNOWN } from '@salon/api/billing/schemas';
import { count, eq } from 'drizzle-orm';
import { availabilitySlots, onboardingSignups, salonSubscriptions, salons, users } from '../src/db/schema';
import {
  BASIC_MONTHLY_PLAN_ID,
  BASIC_PACKAGE_ID,
  PRO_ANNUAL_PLAN_ID,
  PRO_MONTHLY_PLAN_ID,
  PRO_PACKAGE_ID,
  WELCOME_PROMO_ID,
} from '../src/seed/billing';
import { UNPAID_SIGNUP_TTL_MS } from '../src/modules/onboarding/signup-rules';
import { call, loginAs } from './helper';
import { useTestApp } from './use-test-app';

const API = '/api/v1';
const SUCCEEDS = '4242 4242 4242 4242';
const AUTHENTICATES = '4000 0025 0000 3155';
const DECLINED = '4000 0000 0000 0002';

let shiftMs = 0;
const t = useTestApp({}, { now: () => new Date(Date.now() + shiftMs) });

let sequence = 0;
const HOURS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
  day,
  slot: day === 'Sun' ? [] : [{ startTime: '09:00', endTime: '17:00' }],
}));

/** A fresh sign-up body with addresses and phones of its own. */
function signup(overrides: { card?: string; promo?: string; stylists?: number; plan?: string } = {}) {
  sequence += 1;
  const n = `${Date.now() % 100000}${sequence}`;
  const phone = (k: number) => `55${String(sequence).padStart(3, '0')}${k}`.padEnd(10, '7');
  const pro = overrides.plan !== BASIC_MONTHLY_PLAN_ID;
  return {
    salon: {
      name: `Onboard ${n}`,
      email: `owner${n}@onboard.test`,
      phone: phone(0),
      address: '1 Main Street',
      password: 'Bella#Hair',
      country: 'US',
      timeZone: 'America/New_York',
      currency: 'USD',
      locale: 'en-US',
    },
    stylist: Array.from({ length: overrides.stylists ?? 2 }, (_, k) => ({
      name: `Stylist ${k + 1}`,
      email: `stylist${k}.${n}@onboard.test`,
      phone: phone(k + 1),
      gender: 'female',
    })),
    maxCalendar: pro ? 5 : 1,
    businessHours: HOURS,
    payment: {
      id: overrides.card ?? SUCCEEDS,
      ...(overrides.promo ? { promotion_code: overrides.promo } : {}),
    },
    subscription: {
      package: pro ? PRO_PACKAGE_ID : BASIC_PACKAGE_ID,
      plan: overrides.plan ?? PRO_MONTHLY_PLAN_ID,
      maxCalendar: pro ? 5 : 1,
    },
    idempotencyKey: `key-${n}-${Math.random().toString(36).slice(2, 10)}`,
  };
}
type Body = ReturnType<typeof signup>;

const post = (payload: object) =>
  call<OnboardingPaymentResult>(t.app, {
    method: 'POST',
    url: `${API}/users/onboard-signup?offset=-60`,
    payload,
  });
const done = (clientId: string, plan: string) =>
  call<OnboardDone>(t.app, { method: 'POST', url: `${API}/users/onboard-done`, payload: { clientId, plan } });
const confirm = (clientId: string, secret: string, authenticated = true) =>
  call<OnboardingPaymentResult>(t.app, {
    method: 'POST',
    url: `${API}/users/onboard-confirm`,
    payload: { clientId, client_secret: secret, authenticated },
  });

async function salonsCalled(name: string) {
  return t.container.db.select().from(salons).where(eq(salons.name, name));
}

describe('onboarding', () => {
  it('succeeding card: an inactive salon until done, then active with its stylists and subscription', async () => {
    const body = signup({ promo: WELCOME_PROMO_ID });
    const answer = await post(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.status).toBe('succeeded');
    expect(answer.body.data.clientId).toMatch(/^pi_/);

    const [pending] = await salonsCalled(body.salon.name);
    expect(pending?.active).toBe(false);
    await expect(loginAs(t.app, body.salon.email, body.salon.password)).rejects.toThrow();

    const finished = await done(answer.body.data.clientId!, PRO_MONTHLY_PLAN_ID);
    expect(finished.statusCode).toBe(200);
    expect(finished.body.message).toBe('Salon created successfully');
    expect(finished.body.data.salon.name).toBe(body.salon.name);

    const [active] = await salonsCalled(body.salon.name);
    expect(active?.active).toBe(true);
    const [subscription] = await t.container.db
      .select()
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.salonId, active!.id));
    expect(subscription).toMatchObject({ active: true, interval: 'month', amountCents: 4_900 - 1_000 });
    const stylists = await t.container.db.select().from(users).where(eq(users.salonId, active!.id));
    expect(stylists.filter((user) => user.role === 'stylist')).toHaveLength(2);

    const owner = await loginAs(t.app, body.salon.email, body.salon.password);
    expect(owner).toBeTruthy();
    // Each stylist's slots exist at once, from the wizard's hours: the site can offer times now, not
    // at the slot horizon job's next hourly round.
    const slotsOf = await t.container.db
      .select({ stylistId: availabilitySlots.stylistId, n: count() })
      .from(availabilitySlots)
      .where(eq(availabilitySlots.salonId, active!.id))
      .groupBy(availabilitySlots.stylistId);
    expect(slotsOf).toHaveLength(2);
    for (const row of slotsOf) expect(row.n).toBeGreaterThan(20);
    // Done twice changes nothing.
    expect((await done(answer.body.data.clientId!, PRO_MONTHLY_PLAN_ID)).statusCode).toBe(200);
  });

  it('a retried payment step with the same key creates one salon and one charge', async () => {
    const body = signup();
    const [first, second] = await Promise.all([post(body), post(body)]);
    const third = await post(body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body.data.clientId).toBe(first.body.data.clientId);
    expect(third.body.data.clientId).toBe(first.body.data.clientId);
    expect(await salonsCalled(body.salon.name)).toHaveLength(1);
    const [signups] = await t.container.db
      .select({ value: count() })
      .from(onboardingSignups)
      .where(eq(onboardingSignups.idempotencyKey, body.idempotencyKey));
    expect(signups?.value).toBe(1);
  });

  it('declined card: fail with msg and nothing left behind', async () => {
    const body = signup({ card: DECLINED });
    const answer = await post(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'fail',
      msg: 'Your card was declined.',
      clientId: null,
    });
    expect(await salonsCalled(body.salon.name)).toHaveLength(0);
    // The same addresses can sign up right away.
    expect(
      (await post({ ...body, payment: { id: SUCCEEDS }, idempotencyKey: `${body.idempotencyKey}b` })).body
        .data.status,
    ).toBe('succeeded');
  });

  it('authentication card: requires_action, done refused until confirmed', async () => {
    const body = signup({ card: AUTHENTICATES });
    const answer = await post(body);
    expect(answer.body.data.status).toBe('requires_action');
    const { clientId, client_secret } = answer.body.data;
    expect(client_secret).toBeTruthy();
    expect((await done(clientId!, PRO_MONTHLY_PLAN_ID)).statusCode).toBe(409);
    expect((await confirm(clientId!, 'wrong-secret')).statusCode).toBe(404);
    const confirmed = await confirm(clientId!, client_secret!);
    expect(confirmed.body.data.status).toBe('succeeded');
    expect((await done(clientId!, PRO_ANNUAL_PLAN_ID)).statusCode).toBe(400);
    expect((await done(clientId!, PRO_MONTHLY_PLAN_ID)).statusCode).toBe(200);
    expect((await salonsCalled(body.salon.name))[0]?.active).toBe(true);
  });

  it('failed authentication removes the sign-up', async () => {
    const body = signup({ card: AUTHENTICATES });
    const answer = await post(body);
    const failed = await confirm(answer.body.data.clientId!, answer.body.data.client_secret!, false);
    expect(failed.body.data.status).toBe('fail');
    expect(await salonsCalled(body.salon.name)).toHaveLength(0);
  });

  it('an unpaid sign-up is swept after 30 minutes, freeing its e-mail', async () => {
    const body = signup({ card: AUTHENTICATES });
    await post(body);
    const again = { ...body, payment: { id: SUCCEEDS }, idempotencyKey: `${body.idempotencyKey}-2` };
    expect((await post(again)).statusCode).toBe(409);
    shiftMs = UNPAID_SIGNUP_TTL_MS + 60_000;
    try {
      const later = await post(again);
      expect(later.body.data.status).toBe('succeeded');
      expect(await salonsCalled(body.salon.name)).toHaveLength(1);
    } finally {
      shiftMs = 0;
    }
  });

  it('rules: password, plan calendars, duplicates, hours, promotion code, bad input', async () => {
    const weak = signup();
    weak.salon.password = 'bellahair1';
    const weakAnswer = await post(weak);
    expect(weakAnswer.statusCode).toBe(400);
    expect(weakAnswer.body.message).toBe(
      'Password should have uppercase, lowercase, symbol and 8 characters long.',
    );

    const tooMany = signup({ plan: BASIC_MONTHLY_PLAN_ID, stylists: 2 });
    expect((await post(tooMany)).statusCode).toBe(400);

    const taken = signup();
    taken.salon.email = 'owner@example.com';
    expect((await post(taken)).body.message).toBe('An account with this email address already exists');

    const stylistTaken: Body = signup();
    stylistTaken.stylist[0]!.email = 'stylist@example.com';
    expect((await post(stylistTaken)).body.message).toBe(
      'A stylist with this email address already exists. Please enter different email address.',
    );

    const samePhone = signup();
    samePhone.stylist[1]!.phone = samePhone.stylist[0]!.phone;
    expect((await post(samePhone)).body.message).toBe(
      'A stylist with this phone already exists. Please enter different phone number.',
    );

    const short = signup();
    short.businessHours = HOURS.map((day) => ({
      ...day,
      slot: day.slot.length ? [{ startTime: '09:00', endTime: '09:15' }] : [],
    }));
    expect((await post(short)).statusCode).toBe(400);
    const overlapping = signup();
    overlapping.businessHours = HOURS.map((day) => ({
      ...day,
      slot: [
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '11:00', endTime: '14:00' },
      ],
    }));
    expect((await post(overlapping)).body.message).toBe(
      'Start time should be greater than previous End Time',
    );

    const unknownCode = await post(signup({ promo: 'NOPE' }));
    expect([unknownCode.statusCode, unknownCode.body.message]).toEqual([404, PROMO_UNKNOWN]);
    expect((await post({ ...signup(), businessHours: [] })).statusCode).toBe(400);
    expect((await post({ nonsense: true })).statusCode).toBe(400);
    expect((await done('pi_unknown000000', PRO_MONTHLY_PLAN_ID)).statusCode).toBe(404);
    for (const body of [weak, tooMany, taken, stylistTaken, samePhone, short, overlapping]) {
      expect(await salonsCalled(body.salon.name)).toHaveLength(0);
    }
  });
});
