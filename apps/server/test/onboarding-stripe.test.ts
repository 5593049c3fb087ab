import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { OnboardDone, OnboardingPaymentResult } from '@salon/api/onboarding/schemas';
import { salonSubscriptions, salons } from '../src/db/schema';
import { StripeBillingProvider, type StripeClient } from '../src/modules/billing/stripe-provider';
import { PRO_MONTHLY_PLAN_ID, PRO_PACKAGE_ID, WELCOME_PROMO_ID } from '../src/seed/billing';
import { call } from './helper';
import { useTestApp } from './use-test-app';

const API = '/api/v1';
const WEBHOOK_SECRET = 'whsec_test_onboarding';
const never = async (): Promise<never> => {
  throw new Error('not used by these tests');
};

/**
 * Stripe as sign-up uses it, recorded: customers and subscriptions answer like Stripe (the subscription
 * incomplete, its first invoice's confirmation secret expanded) until `pay()` marks it paid.
 */
function fakeStripe() {
  const calls: Array<{ name: string; params: unknown; options?: Stripe.RequestOptions }> = [];
  let status: Stripe.Subscription.Status = 'incomplete';
  const now = Math.floor(Date.now() / 1000);
  const subscription = () =>
    ({
      id: 'sub_fakeSignup01',
      object: 'subscription',
      customer: 'cus_fakeSignup01',
      status,
      cancel_at_period_end: false,
      start_date: now,
      default_payment_method: null,
      items: { data: [{ current_period_start: now, current_period_end: now + 30 * 86_400 }] },
      latest_invoice: {
        confirmation_secret: { client_secret: 'pi_fake_secret_abc', type: 'payment_intent' },
      },
    }) as unknown as Stripe.Subscription;
  const client: StripeClient = {
    products: { create: never, update: never },
    prices: { create: never, update: never },
    coupons: { create: never, update: never, del: never },
    promotionCodes: { create: never, update: never },
    customers: {
      create: async (params, options) => {
        calls.push({ name: 'customers.create', params, options });
        return { id: 'cus_fakeSignup01' };
      },
    },
    subscriptions: {
      create: async (params, options) => {
        calls.push({ name: 'subscriptions.create', params, options });
        return subscription();
      },
      retrieve: async () => subscription(),
      update: never,
      cancel: never,
    },
  };
  return { client, calls, pay: () => (status = 'active') };
}

const stripe = fakeStripe();
const t = useTestApp(
  {},
  { billing: new StripeBillingProvider(stripe.client), stripeWebhookSecret: WEBHOOK_SECRET },
);

const body = {
  salon: {
    name: 'Stripe Signup',
    email: 'owner@stripe-signup.test',
    phone: '5550001111',
    address: '1 Main Street',
    password: 'Bella#Hair',
    country: 'US',
    timeZone: 'America/New_York',
    currency: 'USD',
    locale: 'en-US',
  },
  stylist: [{ name: 'Ana', email: 'ana@stripe-signup.test', phone: '5550001112', gender: 'female' }],
  maxCalendar: 5,
  businessHours: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
    day,
    slot: [{ startTime: '09:00', endTime: '17:00' }],
  })),
  // With Stripe the card never reaches our server: the Payment Element pays the invoice.
  payment: { id: 'payment-element', promotion_code: WELCOME_PROMO_ID },
  subscription: { package: PRO_PACKAGE_ID, plan: PRO_MONTHLY_PLAN_ID, maxCalendar: 5 },
  idempotencyKey: 'stripe-signup-key-1',
};

const signup = () =>
  call<OnboardingPaymentResult>(t.app, { method: 'POST', url: `${API}/users/onboard-signup`, payload: body });
const done = (clientId: string) =>
  call<OnboardDone>(t.app, {
    method: 'POST',
    url: `${API}/users/onboard-done`,
    payload: { clientId, plan: PRO_MONTHLY_PLAN_ID },
  });

describe('sign-up with Stripe', () => {
  it('creates one customer and one incomplete subscription, however often the step is sent', async () => {
    const [first, second] = await Promise.all([signup(), signup()]);
    const third = await signup();
    for (const answer of [first, second, third]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toMatchObject({
        clientId: 'sub_fakeSignup01',
        client_secret: 'pi_fake_secret_abc',
        status: 'requires_action',
      });
    }
    const salonRows = await t.container.db.select().from(salons).where(eq(salons.slug, 'stripe-signup'));
    expect(salonRows).toHaveLength(1);
    expect(salonRows[0]?.active).toBe(false);
    // Stripe's idempotency keys make the concurrent pair one customer and one subscription there too.
    const keys = new Set(stripe.calls.map((c) => `${c.name} ${c.options?.idempotencyKey}`));
    expect([...keys]).toEqual([
      'customers.create signup-stripe-signup-key-1-customer',
      'subscriptions.create signup-stripe-signup-key-1-subscription',
    ]);
    const created = stripe.calls.find((c) => c.name === 'subscriptions.create')?.params;
    expect(created).toMatchObject({
      customer: 'cus_fakeSignup01',
      items: [{ price: PRO_MONTHLY_PLAN_ID }],
      payment_behavior: 'default_incomplete',
      discounts: [{ promotion_code: WELCOME_PROMO_ID }],
      expand: ['latest_invoice.confirmation_secret'],
    });
  });

  it('stays inactive until the payment is known: the browser cannot confirm it, onboard-done asks Stripe', async () => {
    const confirm = await call(t.app, {
      method: 'POST',
      url: `${API}/users/onboard-confirm`,
      payload: { clientId: 'sub_fakeSignup01', client_secret: 'pi_fake_secret_abc', authenticated: true },
    });
    expect(confirm.statusCode).toBe(409);
    expect((await done('sub_fakeSignup01')).statusCode).toBe(409);
  });

  it('activates the salon on the signed invoice.paid webhook, once', async () => {
    const event = {
      id: 'evt_invoicePaidSignup1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_fake1',
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_fakeSignup01' },
          },
          lines: { data: [{ period: { start: 1_900_000_000, end: 1_902_592_000 } }] },
        },
      },
    };
    const payload = JSON.stringify(event);
    const tampered = payload.replace('sub_fakeSignup01', 'sub_fakeSignup02');
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const webhook = (raw: string) =>
      call<{ outcome: string }>(t.app, {
        method: 'POST',
        url: `${API}/webhooks/stripe`,
        headers: { 'stripe-signature': header, 'content-type': 'application/json' },
        payload: raw,
      });
    expect((await webhook(tampered)).statusCode).toBe(400);
    const [salon] = await t.container.db.select().from(salons).where(eq(salons.slug, 'stripe-signup'));
    expect(salon?.active).toBe(false);

    expect((await webhook(payload)).body.data?.outcome).toBe('processed');
    expect((await webhook(payload)).body.data?.outcome).toBe('duplicate');
    const [active] = await t.container.db.select().from(salons).where(eq(salons.slug, 'stripe-signup'));
    expect(active?.active).toBe(true);
    const [subscription] = await t.container.db
      .select()
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.providerSubscriptionId, 'sub_fakeSignup01'));
    expect(subscription).toMatchObject({
      status: 'active',
      active: true,
      providerCustomerId: 'cus_fakeSignup01',
    });
    expect(subscription?.expiresAt.getTime()).toBe(1_902_592_000_000);

    stripe.pay();
    const finished = await done('sub_fakeSignup01');
    expect(finished.statusCode).toBe(200);
    expect(finished.body.data?.subscription).toBe('active');
  });
});
