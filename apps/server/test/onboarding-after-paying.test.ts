import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TOKEN_INVALID, type Profile, type UserInfo } from '@salon/api/auth/schemas';
import type { OnboardDone, OnboardingPaymentResult } from '@salon/api/onboarding/schemas';
import type { BillingPayment } from '@salon/api/subscriptions/schemas';
import { startMailbox, type Mailbox } from '../../../tests/e2e/mailbox';
import { signInHandoffs } from '../src/db/schema';
import { MailWorker } from '../src/mail/mail-worker';
import { SmtpTransport } from '../src/mail/smtp-transport';
import { hashResetToken } from '../src/modules/accounts/password-reset-service';
import { PRO_MONTHLY_PLAN_ID, PRO_PACKAGE_ID, WELCOME_PROMO_ID } from '../src/seed/billing';
import { call, injectAs } from './helper';
import { useTestApp } from './use-test-app';

/*
 * Issue 24, after paying: the paying browser gets a one-time sign-in token for the new owner (single use,
 * stored hashed, minutes long), the owner gets a receipt and a welcome e-mail queued with the completion
 * (delivered here over SMTP to an in-process server), and My Profile's billing history lists the payment.
 */
const API = '/api/v1';
const SUCCEEDS = '4242 4242 4242 4242';
const AUTHENTICATES = '4000 0025 0000 3155';

let shiftMs = 0;
const t = useTestApp({}, { now: () => new Date(Date.now() + shiftMs) });
let mailbox: Mailbox;
let transport: SmtpTransport;
let worker: MailWorker;

beforeAll(async () => {
  mailbox = await startMailbox();
  transport = new SmtpTransport(mailbox.url, 'Salon platform <no-reply@salons.test>');
  worker = new MailWorker({ outbox: t.mailer.outbox, transport });
});
afterAll(async () => {
  await transport.close();
  await mailbox.close();
});

let sequence = 0;
const HOURS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
  day,
  slot: day === 'Sun' ? [] : [{ startTime: '09:00', endTime: '17:00' }],
}));

function signup(overrides: { card?: string; promo?: string } = {}) {
  sequence += 1;
  const n = `${Date.now() % 100000}${sequence}`;
  const phone = (k: number) => `56${String(sequence).padStart(3, '0')}${k}`.padEnd(10, '7');
  return {
    salon: {
      name: `Paid ${n}`,
      email: `paid${n}@after.test`,
      phone: phone(0),
      address: '1 Main Street',
      password: 'Bella#Hair',
      country: 'US',
      timeZone: 'America/New_York',
      currency: 'USD',
      locale: 'en-US',
    },
    stylist: [{ name: 'Stylist 1', email: `stylist.${n}@after.test`, phone: phone(1), gender: 'female' }],
    maxCalendar: 5,
    businessHours: HOURS,
    payment: {
      id: overrides.card ?? SUCCEEDS,
      ...(overrides.promo ? { promotion_code: overrides.promo } : {}),
    },
    subscription: { package: PRO_PACKAGE_ID, plan: PRO_MONTHLY_PLAN_ID, maxCalendar: 5 },
    idempotencyKey: `key-${n}-${Math.random().toString(36).slice(2, 10)}`,
  };
}

const post = (payload: object) =>
  call<OnboardingPaymentResult>(t.app, { method: 'POST', url: `${API}/users/onboard-signup`, payload });
const done = (clientId: string, clientSecret?: string) =>
  call<OnboardDone>(t.app, {
    method: 'POST',
    url: `${API}/users/onboard-done`,
    payload: {
      clientId,
      plan: PRO_MONTHLY_PLAN_ID,
      ...(clientSecret ? { client_secret: clientSecret } : {}),
    },
  });
const exchange = (token: string) =>
  call<UserInfo>(t.app, { method: 'POST', url: `${API}/users/sign-in-token`, payload: { token } });

/** A paid sign-up (the offline provider's succeeding card): its body and payment result. */
async function paid(overrides: { promo?: string } = {}) {
  const body = signup(overrides);
  const result = await post(body);
  expect(result.body.data.status).toBe('succeeded');
  return { body, result: result.body.data };
}

describe('the sign-in hand-off after paying', () => {
  it('signs the owner in once on the new salon: the paying browser gets a token, the admin app a session', async () => {
    const { body, result } = await paid();
    const answer = await done(result.clientId!, result.client_secret!);
    expect(answer.statusCode).toBe(200);
    const token = answer.body.data.signInToken!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed only.
    const rows = await t.container.db.select().from(signInHandoffs);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((row) => row.tokenHash === hashResetToken(token))).toBe(true);

    const session = await exchange(token);
    expect(session.statusCode).toBe(200);
    expect(session.body.data).toMatchObject({
      role: 'salon',
      email: body.salon.email,
      salon: { _id: answer.body.data.salon._id, name: body.salon.name },
    });
    const me = await call<Profile>(t.app, {
      method: 'GET',
      url: `${API}/users/get-user`,
      headers: { token: session.body.data.token },
    });
    expect(me.statusCode).toBe(200);

    // Single use.
    const again = await exchange(token);
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(SIGN_IN_TOKEN_INVALID);
  });

  it('gives no token without the payment secret, with a wrong one, or once the sign-up is old', async () => {
    const { result } = await paid();
    expect((await done(result.clientId!)).body.data.signInToken).toBeNull();
    expect((await done(result.clientId!, 'pi_wrong_secret')).body.data.signInToken).toBeNull();
    shiftMs = 31 * 60_000;
    try {
      const late = await done(result.clientId!, result.client_secret!);
      expect(late.statusCode).toBe(200);
      expect(late.body.data.signInToken).toBeNull();
    } finally {
      shiftMs = 0;
    }
  });

  it('expires a token after 5 minutes (the clock is moved, not waited for)', async () => {
    const { result } = await paid();
    const token = (await done(result.clientId!, result.client_secret!)).body.data.signInToken!;
    shiftMs = 5 * 60_000 + 1_000;
    try {
      const late = await exchange(token);
      expect(late.statusCode).toBe(400);
      expect(late.body.message).toBe(SIGN_IN_TOKEN_INVALID);
    } finally {
      shiftMs = 0;
    }
    // A new token ends the earlier ones: only the newest works.
    const first = (await done(result.clientId!, result.client_secret!)).body.data.signInToken!;
    const second = (await done(result.clientId!, result.client_secret!)).body.data.signInToken!;
    expect((await exchange(first)).statusCode).toBe(400);
    expect((await exchange(second)).statusCode).toBe(200);
  });

  it('refuses malformed and unknown tokens with 400', async () => {
    for (const token of ['short', 'x'.repeat(43), '']) {
      const answer = await exchange(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.status).toBe(false);
    }
  });

  it('hands over after a 3-D Secure confirmation too (the secret of the sign-up)', async () => {
    const body = signup({ card: AUTHENTICATES });
    const started = (await post(body)).body.data;
    expect(started.status).toBe('requires_action');
    await call(t.app, {
      method: 'POST',
      url: `${API}/users/onboard-confirm`,
      payload: { clientId: started.clientId, client_secret: started.client_secret, authenticated: true },
    });
    const token = (await done(started.clientId!, started.client_secret!)).body.data.signInToken!;
    expect((await exchange(token)).statusCode).toBe(200);
  });
});

describe('the receipt and the welcome e-mail', () => {
  it('e-mails the owner a receipt (plan, period, amount charged, discount, next renewal) and the first steps, once', async () => {
    const { body, result } = await paid({ promo: WELCOME_PROMO_ID });
    await done(result.clientId!, result.client_secret!);
    await done(result.clientId!, result.client_secret!);
    const queued = (await t.mails()).filter((mail) => mail.to === body.salon.email);
    expect(queued.map((mail) => mail.subject).sort()).toEqual([
      'Welcome to Salon Booking: your first steps',
      'Your receipt from Salon Booking',
    ]);

    await worker.runOnce();
    const receipt = await mailbox.waitFor(
      (m) => m.to.includes(body.salon.email) && m.subject === 'Your receipt from Salon Booking',
    );
    expect(receipt.from).toBe('"Salon Booking" <no-reply@salons.test>');
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('Pro (monthly)');
      expect(part).toContain('$49.00');
      expect(part).toContain('$10.00 (code WELCOME10)');
      expect(part).toContain('$39.00');
      expect(part).toContain('Next renewal');
    }
    expect(receipt.text).toMatch(/Period: \d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}/);
    expect(receipt.text).toContain('Amount charged: $39.00');
    expect(receipt.text).toContain('http://localhost:3000/my-profile');

    const welcome = await mailbox.waitFor(
      (m) => m.to.includes(body.salon.email) && m.subject.startsWith('Welcome to Salon Booking'),
    );
    for (const step of [
      'Add your services',
      'Add your stylists and set their hours',
      "Set your website's look",
      'Share your booking link',
    ]) {
      expect(welcome.text).toContain(step);
    }
    expect(welcome.html).toContain('href="http://localhost:3000/"');
  });

  it('sends nothing for a sign-up that is not paid', async () => {
    const body = signup({ card: AUTHENTICATES });
    const started = (await post(body)).body.data;
    expect((await done(started.clientId!, started.client_secret!)).statusCode).toBe(409);
    expect((await t.mails()).filter((mail) => mail.to === body.salon.email)).toEqual([]);
  });
});

describe("My Profile's billing history (GET /plan/billing-history)", () => {
  it("lists the owner's own payments: amount, date, status; offline there is no hosted invoice", async () => {
    const { body, result } = await paid({ promo: WELCOME_PROMO_ID });
    const token = (await done(result.clientId!, result.client_secret!)).body.data.signInToken!;
    const session = (await exchange(token)).body.data;
    const history = await call<BillingPayment[]>(t.app, {
      method: 'GET',
      url: `${API}/plan/billing-history`,
      headers: { token: session.token },
    });
    expect(history.statusCode).toBe(200);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({
      amount: 3_900,
      discount: 1_000,
      currency: 'usd',
      status: 'paid',
      plan: 'Pro',
      interval: 'month',
      hosted_invoice_url: null,
    });
    expect(Date.parse(history.body.data[0]!.date)).not.toBeNaN();

    // Another salon's owner sees only their own salon's payments.
    const other = await injectAs(t.app, 'owner2@example.com');
    const theirs = await other<BillingPayment[]>({ method: 'GET', url: `${API}/plan/billing-history` });
    expect(theirs.statusCode).toBe(200);
    expect(JSON.stringify(theirs.body.data)).not.toContain(body.salon.name);
    expect(theirs.body.data.every((payment) => payment.amount !== 3_900)).toBe(true);
  });

  it("is the owner's only: a manager is refused", async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    expect((await manager({ method: 'GET', url: `${API}/plan/billing-history` })).statusCode).toBe(403);
  });
});
