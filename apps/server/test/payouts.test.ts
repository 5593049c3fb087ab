import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@salon/api/orders/schemas';
import { PAYOUT_TEXTS, type PayoutAccount, type PayoutOnboarding } from '@salon/api/payouts/schemas';
import { loadConfig } from '../src/config';
import { payoutAccounts, products } from '../src/db/schema';
import { StripePaymentProvider, type StripePaymentsClient } from '../src/modules/payments/stripe-provider';
import { applicationFeeOf, StripePayoutProvider, type StripeConnectClient } from '../src/modules/payouts';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { call, injectAs, type TestApp } from './helper';
import { orderBody } from './matrix/shop-orders';
import { useSession, useTestApp } from './use-test-app';

const API = '/api/v1';
const WEBHOOK_SECRET = 'whsec_test_secret_for_payouts';
/** The Connect endpoint's own signing secret (events on the salons' accounts). */
const CONNECT_SECRET = 'whsec_test_secret_for_connect';
type As = Awaited<ReturnType<typeof injectAs>>;

const account = (as: As) => as<PayoutAccount>({ method: 'GET', url: `${API}/payouts/account` });
const onboard = (as: As) => as<PayoutOnboarding>({ method: 'POST', url: `${API}/payouts/onboarding` });
const place = (as: As, payload: Record<string, unknown>) =>
  as<PlacedOrder>({ method: 'POST', url: `${API}/product/add-order`, payload });

async function stockOf(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId(1)));
  return row!.stock;
}

describe('the platform fee', () => {
  it('is PLATFORM_FEE_PERCENT of the amount, rounded to the cent, never more than the amount', () => {
    expect(applicationFeeOf(2_500, 0)).toBe(0);
    expect(applicationFeeOf(2_500, 10)).toBe(250);
    expect(applicationFeeOf(1_005, 10)).toBe(101);
    expect(applicationFeeOf(999, 2.5)).toBe(25);
    expect(applicationFeeOf(999, 100)).toBe(999);
  });

  it('is read from PLATFORM_FEE_PERCENT: 0 by default, refused outside 0–100', () => {
    expect(loadConfig({}).platformFeePercent).toBe(0);
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '12.5' }).platformFeePercent).toBe(12.5);
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '101' })).toThrow(/PLATFORM_FEE_PERCENT/);
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '-1' })).toThrow(/PLATFORM_FEE_PERCENT/);
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: 'ten' })).toThrow(/PLATFORM_FEE_PERCENT/);
  });
});

describe('payouts with the offline provider', () => {
  const t = useTestApp();
  const owner = useSession(t, 'owner@example.com');
  const client = useSession(t, 'client@example.com');

  it('counts the demo salon as connected: it takes charges and is paid out', async () => {
    const answer = await account(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      state: 'connected',
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: [],
    });
  });

  it('closes the shop to cards without an account, and a set-up account opens it at once', async () => {
    const shop = () => call(t.app, { method: 'GET', url: `${API}/payouts/shop?name=demo-salon` });
    expect((await shop()).body.data).toEqual({ cardPayments: true, message: null });
    await t.database.db.delete(payoutAccounts).where(eq(payoutAccounts.salonId, DEMO_SALON_ID));
    expect((await account(owner)).body.data.state).toBe('not-connected');
    // The site's shop says so, signed in or not.
    expect((await shop()).body.data).toEqual({ cardPayments: false, message: PAYOUT_TEXTS.shopClosed });
    const before = await stockOf(t);
    const refused = await place(client, orderBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('This salon cannot take card payments yet.');
    // Refused before any stock was taken.
    expect(await stockOf(t)).toBe(before);

    const started = await onboard(owner);
    expect(started.statusCode).toBe(200);
    // Offline there is nothing to fill in: straight back to the Payouts page.
    expect(started.body.data).toEqual({
      url: 'http://localhost:3000/payouts?from=stripe',
      state: 'connected',
    });
    expect((await account(owner)).body.data.state).toBe('connected');
    expect((await place(client, orderBody())).statusCode).toBe(200);
  });
});

/** A fake of the Stripe client's Connect calls and PaymentIntents, recording what was asked. */
function fakeStripe() {
  const accounts = new Map<string, Stripe.Account>();
  const fake = {
    accountsCreated: [] as Array<{ params: Stripe.AccountCreateParams; key: string | undefined }>,
    links: [] as Stripe.AccountLinkCreateParams[],
    intents: [] as Stripe.PaymentIntentCreateParams[],
    accounts: {
      async create(params: Stripe.AccountCreateParams, options?: Stripe.RequestOptions) {
        fake.accountsCreated.push({ params, key: options?.idempotencyKey });
        const id = `acct_${(options?.idempotencyKey ?? String(accounts.size)).replace(/[^A-Za-z0-9]/g, '')}`;
        if (!accounts.has(id)) {
          accounts.set(id, {
            id,
            object: 'account',
            charges_enabled: false,
            payouts_enabled: false,
            details_submitted: false,
            requirements: {
              currently_due: ['external_account', 'tos_acceptance.date'],
              disabled_reason: 'requirements.past_due',
            },
          } as unknown as Stripe.Account);
        }
        return accounts.get(id)!;
      },
    },
    accountLinks: {
      async create(params: Stripe.AccountLinkCreateParams) {
        fake.links.push(params);
        return {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${params.account}`,
        } as Stripe.AccountLink;
      },
    },
    paymentIntents: {
      async create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) {
        fake.intents.push(params);
        const id = `pi_${(options?.idempotencyKey ?? '').replace(/[^A-Za-z0-9]/g, '')}`;
        return {
          id,
          object: 'payment_intent',
          status: 'requires_payment_method',
          client_secret: `${id}_secret`,
        } as Stripe.PaymentIntent;
      },
      async confirm(): Promise<Stripe.PaymentIntent> {
        throw new Error('not used');
      },
      async retrieve(): Promise<Stripe.PaymentIntent> {
        throw new Error('not used');
      },
      async cancel(): Promise<Stripe.PaymentIntent> {
        throw new Error('not used');
      },
    },
  };
  return fake satisfies StripeConnectClient & StripePaymentsClient;
}

let eventCount = 0;
function connectEvent(
  type: string,
  accountId: string | null,
  object: Record<string, unknown>,
  created: number,
) {
  eventCount += 1;
  return JSON.stringify({
    id: `evt_connect_${eventCount}`,
    object: 'event',
    type,
    created,
    ...(accountId ? { account: accountId } : {}),
    data: { object },
  });
}

function stripeSuite(feePercent: number) {
  const stripe = fakeStripe();
  const t = useTestApp(
    {},
    {
      payments: new StripePaymentProvider(stripe, 'pk_test_payouts'),
      payouts: new StripePayoutProvider(stripe),
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeConnectWebhookSecret: CONNECT_SECRET,
      platformFeePercent: feePercent,
    },
  );
  /** Connect's events are signed by the Connect endpoint's secret unless `secret` says otherwise. */
  const webhook = (payload: string, secret = CONNECT_SECRET) =>
    call<{ received: boolean; outcome: string }>(t.app, {
      method: 'POST',
      url: `${API}/webhooks/stripe`,
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  return { stripe, t, webhook };
}

const now = () => Math.floor(Date.now() / 1000);

describe('payouts with Stripe Connect (10 % platform fee)', () => {
  const { stripe, t, webhook } = stripeSuite(10);
  const owner = useSession(t, 'owner@example.com');
  const client = useSession(t, 'client@example.com');
  let accountId = '';

  it('counts the offline demo account as not connected, and keeps the shop closed to cards', async () => {
    expect((await account(owner)).body.data.state).toBe('not-connected');
    const refused = await place(client, orderBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(PAYOUT_TEXTS.notConnected);
    expect(stripe.intents).toHaveLength(0);
  });

  it('creates one Express account per salon, even retried, and answers Stripe’s onboarding link', async () => {
    const [first, second] = await Promise.all([onboard(owner), onboard(owner)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.body.data.state).toBe('pending');
    expect(first.body.data.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    // Every create carries the salon's idempotency key, so Stripe makes one account.
    expect(new Set(stripe.accountsCreated.map((created) => created.key))).toEqual(
      new Set([`payout-account-${DEMO_SALON_ID}`]),
    );
    expect(stripe.accountsCreated[0]!.params).toMatchObject({
      controller: { stripe_dashboard: { type: 'express' }, requirement_collection: 'stripe' },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { salon_id: DEMO_SALON_ID },
    });
    expect(stripe.links.at(-1)).toMatchObject({
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/payouts?from=stripe',
      refresh_url: expect.stringContaining('/payouts?from=stripe'),
    });
    const rows = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.salonId, DEMO_SALON_ID));
    expect(rows).toHaveLength(1);
    accountId = rows[0]!.accountId;
    expect(rows[0]).toMatchObject({ provider: 'stripe', chargesEnabled: false });

    // Continuing the setup reuses the account: a new link, no new account.
    const created = stripe.accountsCreated.length;
    await onboard(owner);
    expect(stripe.accountsCreated).toHaveLength(created);
    expect(stripe.links.at(-1)!.account).toBe(accountId);
  });

  it('shows what Stripe still needs, and keeps the shop closed while it does', async () => {
    expect((await account(owner)).body.data).toMatchObject({
      state: 'pending',
      chargesEnabled: false,
      requirements: ['external_account', 'tos_acceptance.date'],
      disabledReason: 'requirements.past_due',
    });
    expect((await place(client, orderBody())).statusCode).toBe(409);
  });

  it('follows account.updated once, and an older event arriving late changes nothing', async () => {
    const at = now();
    const enabled = connectEvent(
      'account.updated',
      accountId,
      {
        id: accountId,
        object: 'account',
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [], disabled_reason: null },
      },
      at,
    );
    expect((await webhook(enabled)).body.data).toEqual({ received: true, outcome: 'processed' });
    expect((await webhook(enabled)).body.data).toEqual({ received: true, outcome: 'duplicate' });
    const stale = connectEvent(
      'account.updated',
      accountId,
      {
        id: accountId,
        object: 'account',
        charges_enabled: false,
        requirements: { currently_due: ['external_account'] },
      },
      at - 60,
    );
    expect((await webhook(stale)).body.data).toEqual({ received: true, outcome: 'ignored' });
    expect((await account(owner)).body.data).toMatchObject({
      state: 'connected',
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: [],
      disabledReason: null,
    });
  });

  it('charges the shop’s orders to the salon’s account with the platform’s fee', async () => {
    const placed = await place(client, orderBody());
    expect(placed.statusCode).toBe(200);
    const total = placed.body.data.orderDetails.totalAmount;
    expect(stripe.intents.at(-1)).toMatchObject({
      amount: total,
      transfer_data: { destination: accountId },
      application_fee_amount: Math.round(total / 10),
    });
  });

  it('keeps the last payout from payout.* events, each once', async () => {
    const at = now();
    const payout = (status: string, created: number, failure: string | null = null) =>
      connectEvent(
        `payout.${status}`,
        accountId,
        {
          id: 'po_1',
          object: 'payout',
          status,
          amount: 12_450,
          currency: 'usd',
          arrival_date: at,
          failure_message: failure,
        },
        created,
      );
    const paid = payout('paid', at);
    expect((await webhook(paid)).body.data.outcome).toBe('processed');
    expect((await webhook(paid)).body.data.outcome).toBe('duplicate');
    expect((await account(owner)).body.data.lastPayout).toEqual({
      status: 'paid',
      amount: 12_450,
      currency: 'usd',
      arrivalDate: new Date(at * 1000).toISOString(),
      failureMessage: null,
    });
    const failed = payout('failed', at + 1, 'The bank account has been closed.');
    expect((await webhook(failed)).body.data.outcome).toBe('processed');
    expect((await account(owner)).body.data.lastPayout).toMatchObject({
      status: 'failed',
      failureMessage: 'The bank account has been closed.',
    });
    // The platform's own payouts (no connected account) concern no salon.
    // Signed by neither endpoint's secret: refused, nothing changes.
    const forged = payout('canceled', at + 2);
    expect((await webhook(forged, 'whsec_someone_else')).statusCode).toBe(400);
    expect((await account(owner)).body.data.lastPayout?.status).toBe('failed');
    const platform = connectEvent(
      'payout.paid',
      null,
      { id: 'po_platform', object: 'payout', status: 'paid', amount: 1, currency: 'usd' },
      at,
    );
    // The platform's own events come signed by the platform endpoint's secret.
    expect((await webhook(platform, WEBHOOK_SECRET)).body.data.outcome).toBe('ignored');
  });

  it('lets only the owner see or set up payouts', async () => {
    for (const email of ['manager@example.com', 'stylist@example.com']) {
      const other = await injectAs(t.app, email);
      expect((await account(other)).statusCode).toBe(403);
      expect((await onboard(other)).statusCode).toBe(403);
    }
  });
});

describe('payouts with Stripe Connect and no platform fee', () => {
  const { stripe, t, webhook } = stripeSuite(0);
  const owner = useSession(t, 'owner@example.com');
  const client = useSession(t, 'client@example.com');

  it('sends the whole amount to the salon: a destination charge without an application fee', async () => {
    await onboard(owner);
    const [row] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.salonId, DEMO_SALON_ID));
    const update = connectEvent(
      'account.updated',
      row!.accountId,
      {
        id: row!.accountId,
        object: 'account',
        charges_enabled: true,
        payouts_enabled: false,
        requirements: { currently_due: [] },
      },
      now(),
    );
    expect((await webhook(update)).body.data.outcome).toBe('processed');
    const placed = await place(client, orderBody());
    expect(placed.statusCode).toBe(200);
    expect(stripe.intents.at(-1)!.transfer_data).toEqual({ destination: row!.accountId });
    expect(stripe.intents.at(-1)).not.toHaveProperty('application_fee_amount');
  });
});
