import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect, it } from 'vitest';
import type { OnboardingPaymentResult } from '@salon/api/onboarding/schemas';
import { salonSubscriptions, salons } from '../src/db/schema';
import { startSweeps } from '../src/jobs/sweeps';
import { OfflineBillingProvider } from '../src/modules/billing/offline-provider';
import { UNPAID_SIGNUP_TTL_MS } from '../src/modules/onboarding/signup-rules';
import { PRO_MONTHLY_PLAN_ID, PRO_PACKAGE_ID } from '../src/seed/billing';
import { call } from './helper';
import { useTestApp } from './use-test-app';

/*
 * Sign-ups left unpaid are removed by the periodic sweep (jobs/sweeps.ts), not only when the next
 * sign-up starts: their subscription is canceled at the provider (the offline provider here, which
 * records it), their salon removed and their e-mail free again. A payment arriving later is logged by id.
 */
class RecordingProvider extends OfflineBillingProvider {
  readonly canceled: string[] = [];
  /** What the provider's cancel throws, when set. */
  failWith: Error | null = null;

  override async cancelUnpaidSubscription(id: string): Promise<'canceled' | 'paid'> {
    if (this.failWith) throw this.failWith;
    this.canceled.push(id);
    return super.cancelUnpaidSubscription(id);
  }
}

const API = '/api/v1';
const WEBHOOK_SECRET = 'whsec_test_onboarding_sweep';
const SUCCEEDS = '4242 4242 4242 4242';
const AUTHENTICATES = '4000 0025 0000 3155';
const provider = new RecordingProvider();
const logged: string[] = [];
const sweepLog = { info: (line: string) => logged.push(line), error: () => {} };
let shiftMs = 0;

const t = useTestApp(
  // The app's warnings, as JSON lines (the late payment's).
  { logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } },
  {
    now: () => new Date(Date.now() + shiftMs),
    billing: provider,
    stripeWebhookSecret: WEBHOOK_SECRET,
  },
);

let n = 0;
function signup(card: string) {
  n += 1;
  return {
    salon: {
      name: `Sweep Salon ${n}`,
      email: `owner${n}@sweep.test`,
      phone: `55599900${n}`.padEnd(10, '0'),
      address: '1 Main Street',
      password: 'Bella#Hair',
      country: 'US',
      timeZone: 'America/New_York',
      currency: 'USD',
      locale: 'en-US',
    },
    stylist: [
      { name: 'Ana', email: `ana${n}@sweep.test`, phone: `55588800${n}`.padEnd(10, '0'), gender: 'female' },
    ],
    maxCalendar: 5,
    businessHours: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
      day,
      slot: [{ startTime: '09:00', endTime: '17:00' }],
    })),
    payment: { id: card },
    subscription: { package: PRO_PACKAGE_ID, plan: PRO_MONTHLY_PLAN_ID, maxCalendar: 5 },
    idempotencyKey: `sweep-key-${n}`,
  };
}

async function start(card: string) {
  const body = signup(card);
  const answer = await call<OnboardingPaymentResult>(t.app, {
    method: 'POST',
    url: `${API}/users/onboard-signup`,
    payload: body,
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  const [salon] = await t.container.db.select().from(salons).where(eq(salons.email, body.salon.email));
  const [subscription] = await t.container.db
    .select()
    .from(salonSubscriptions)
    .where(eq(salonSubscriptions.salonId, salon!.id));
  return { body, salonId: salon!.id, subscriptionId: subscription!.providerSubscriptionId! };
}

const salonOf = async (id: string) =>
  (await t.container.db.select().from(salons).where(eq(salons.id, id)))[0];

/** One round of the server's sweeps, as main.ts starts them. */
async function sweepOnce(): Promise<void> {
  await startSweeps(t.container.services, sweepLog, 3_600_000)();
}

it('the sweep removes an unpaid sign-up after its time, cancels its subscription and frees its e-mail', async () => {
  const unpaid = await start(AUTHENTICATES);
  const paidNotFinished = await start(SUCCEEDS);
  try {
    // Started 5 minutes before the first two expire (a sign-up's own start sweeps nothing yet).
    shiftMs = UNPAID_SIGNUP_TTL_MS - 5 * 60_000;
    const recent = await start(AUTHENTICATES);
    shiftMs = UNPAID_SIGNUP_TTL_MS + 60_000;
    // Two sweeps at once, then one more: each sign-up is dealt with once.
    await Promise.all([sweepOnce(), sweepOnce()]);
    await sweepOnce();

    expect(await salonOf(unpaid.salonId)).toBeUndefined();
    expect(provider.canceled).toContain(unpaid.subscriptionId);
    expect(await t.repositories.accounts.findByEmail(unpaid.body.salon.email)).toBeUndefined();
    // The payment went through, the browser never came back to finish: the salon is activated.
    expect((await salonOf(paidNotFinished.salonId))?.active).toBe(true);
    expect(provider.canceled).not.toContain(paidNotFinished.subscriptionId);
    // Not yet past its time.
    expect((await salonOf(recent.salonId))?.active).toBe(false);
    expect(provider.canceled).not.toContain(recent.subscriptionId);
    // The two sweeps at once may share the work (on PostgreSQL they do): counted over the log, once each.
    const totals = logged
      .filter((line) => line.startsWith('Abandoned sign-ups:'))
      .map((line) => /(\d+) removed, (\d+) activated, (\d+) left/.exec(line)!.slice(1).map(Number))
      .reduce((sum, counts) => sum.map((value, i) => value + counts[i]!), [0, 0, 0]);
    expect(totals).toEqual([1, 1, 0]);

    // The e-mail is free again.
    const again = { ...unpaid.body, payment: { id: SUCCEEDS }, idempotencyKey: 'sweep-key-again' };
    const answer = await call<OnboardingPaymentResult>(t.app, {
      method: 'POST',
      url: `${API}/users/onboard-signup`,
      payload: again,
    });
    expect(answer.body.data.status).toBe('succeeded');
  } finally {
    shiftMs = 0;
  }
});

it('a payment for a removed sign-up activates nothing and is logged by id, without personal data', async () => {
  const removed = provider.canceled[0]!;
  const payload = JSON.stringify({
    id: 'evt_latePaymentSweep1',
    object: 'event',
    type: 'invoice.paid',
    data: {
      object: {
        id: 'in_late1',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: removed } },
        lines: { data: [{ period: { start: 1_900_000_000, end: 1_902_592_000 } }] },
      },
    },
  });
  const answer = await call(t.app, {
    method: 'POST',
    url: `${API}/webhooks/stripe`,
    headers: {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      'content-type': 'application/json',
    },
    payload,
  });
  expect(answer.statusCode).toBe(200);
  const warning = logged.find((line) => line.includes('evt_latePaymentSweep1'));
  expect(warning).toContain(removed);
  expect(warning).not.toContain('sweep.test');
  expect(
    await t.container.db
      .select()
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.providerSubscriptionId, removed)),
  ).toEqual([]);
});

it('a sign-up the provider could not cancel waits for the next sweep, logged with the real cause and no e-mail', async () => {
  const unpaid = await start(AUTHENTICATES);
  try {
    shiftMs = UNPAID_SIGNUP_TTL_MS + 60_000;
    provider.failWith = Object.assign(new Error(`No such customer: ${unpaid.body.salon.email}`), {
      code: 'resource_missing',
    });
    const from = logged.length;
    await sweepOnce();
    const line = logged.slice(from).find((entry) => entry.startsWith('Abandoned sign-ups:'));
    expect(line).toMatch(
      /^Abandoned sign-ups: 0 removed, 0 activated, 1 left for the next sweep: sign-up \S+: resource_missing No such customer: <address>$/,
    );
    expect(line).not.toContain('sweep.test');
    expect((await salonOf(unpaid.salonId))?.active).toBe(false);

    provider.failWith = null;
    await sweepOnce();
    expect(await salonOf(unpaid.salonId)).toBeUndefined();
  } finally {
    shiftMs = 0;
    provider.failWith = null;
  }
});
