import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SalonSubscription } from '@salon/api/dashboard/schemas';
import type { SalonItem } from '@salon/api/salons/schemas';
import { SALON_CLOSED, type SubscriptionDetail } from '@salon/api/subscriptions/schemas';
import { salonSubscriptions } from '../src/db/schema';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { ACTIVE_SUBSCRIPTION_ID } from '../src/seed/subscriptions';
import { call, loginAs } from './helper';
import { useTestApp } from './use-test-app';
import { orderBody } from './matrix/shop-orders';

const API = '/api/v1';
const DAY_MS = 86_400_000;
const WEBHOOK_SECRET = 'whsec_test_subscriptions';
const SUBSCRIPTION = 'sub_demoSalonTest1';

const t = useTestApp({}, { stripeWebhookSecret: WEBHOOK_SECRET });
let owner: string;
let admin: string;
let client: string;
beforeAll(async () => {
  owner = (await loginAs(t.app, 'owner@example.com')).token;
  admin = (await loginAs(t.app, 'admin@example.com')).token;
  client = (await loginAs(t.app, 'client@example.com')).token;
});

/** Changes the demo salon's active subscription. */
async function setPeriod(fields: Partial<typeof salonSubscriptions.$inferInsert>) {
  await t.container.db
    .update(salonSubscriptions)
    .set(fields)
    .where(eq(salonSubscriptions.id, ACTIVE_SUBSCRIPTION_ID));
}

/** The demo salon's subscription, reset before each test: Pro yearly, 95 days left, a Stripe id. */
beforeEach(async () => {
  const now = Date.now();
  await setPeriod({
    status: 'active',
    active: true,
    cancelAtPeriodEnd: false,
    startedAt: new Date(now - 270 * DAY_MS),
    expiresAt: new Date(now + 95 * DAY_MS),
    providerSubscriptionId: SUBSCRIPTION,
  });
});

const detail = async () =>
  call<SubscriptionDetail>(t.app, {
    method: 'GET',
    url: `${API}/plan/get-subscription-detail`,
    headers: { token: owner },
  });

/** A website booking whose stylist does not exist: 404 while the salon is open, 403 once closed. */
const book = () => {
  const slotId = randomUUID();
  return call(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    payload: {
      name: 'Guest',
      email: 'guest.subscriptions@example.com',
      mobile: '2125550191',
      comment: null,
      gender: 'female',
      availability: null,
      appointmentDate: '2030-01-07',
      requiredDuration: 30,
      isNewUser: false,
      mainService: randomUUID(),
      subService: randomUUID(),
      salon: DEMO_SALON_ID,
      stylistId: randomUUID(),
      timeData: { id: slotId, timeAsAString: '10:00', timeAsADate: new Date().toISOString() },
      user: null,
      slotId,
    },
  });
};

const order = () =>
  call(t.app, {
    method: 'POST',
    url: `${API}/product/add-order`,
    headers: { token: client },
    payload: orderBody({ items: [{ productId: randomUUID(), quantity: 1 }] }),
  });

describe('My Profile: GET /plan/get-subscription-detail', () => {
  it("answers the owner's plan in Stripe's shape", async () => {
    const { statusCode, body } = await detail();
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      _id: ACTIVE_SUBSCRIPTION_ID,
      plan: { amount: 49_900, interval: 'year', metadata: { users: '5' } },
      product: { name: 'Pro', description: 'Five calendars for a busy salon.' },
      cancel_at_period_end: false,
      standing: 'active',
    });
    expect(body.data?.current_period_end).toBeGreaterThan(Date.now() / 1000);
  });

  it('cancel at period end shows in the profile and in the admin Salon list; renew takes it back', async () => {
    const cancel = await call(t.app, {
      method: 'GET',
      url: `${API}/plan/cancel-subscription?id=${DEMO_SALON_ID}`,
      headers: { token: owner },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await detail()).body.data).toMatchObject({ cancel_at_period_end: true, standing: 'canceling' });
    const list = await call<{ result: SalonItem[] }>(t.app, {
      method: 'GET',
      url: `${API}/salon/get-salon?pageNumber=1&pageSize=20`,
      headers: { token: admin },
    });
    const demo = list.body.data?.result.find((row) => row._id === DEMO_SALON_ID);
    expect(demo?.cancel_at_period_end).toBe(true);
    expect(demo?.subscription).toBe('canceling');
    const panel = await call<SalonSubscription[]>(t.app, {
      method: 'GET',
      url: `${API}/report/admin-salon-subscription`,
      headers: { token: admin },
    });
    expect(panel.body.data?.find((entry) => entry.salonData._id === DEMO_SALON_ID)).toMatchObject({
      active: true,
      cancelAtPeriodEnd: true,
    });

    const renew = await call<SubscriptionDetail>(t.app, {
      method: 'POST',
      url: `${API}/plan/renew-subscription`,
      headers: { token: owner },
    });
    expect(renew.statusCode).toBe(200);
    expect(renew.body.data).toMatchObject({ cancel_at_period_end: false, standing: 'active' });
  });
});

describe('an ended subscription', () => {
  it('lets the owner sign in and renew, and closes public booking and orders until then', async () => {
    expect((await book()).statusCode).toBe(404);
    await setPeriod({ cancelAtPeriodEnd: true, expiresAt: new Date(Date.now() - DAY_MS) });

    expect((await loginAs(t.app, 'owner@example.com')).token).toBeTruthy();
    expect((await detail()).body.data?.standing).toBe('ended');
    // The admin's salon list says it expired (it said Active before).
    const list = await call<{ result: SalonItem[] }>(t.app, {
      method: 'GET',
      url: `${API}/salon/get-salon?pageNumber=1&pageSize=20`,
      headers: { token: admin },
    });
    expect(list.body.data?.result.find((row) => row._id === DEMO_SALON_ID)?.subscription).toBe('ended');
    const closed = await book();
    expect(closed.statusCode).toBe(403);
    expect(closed.body.message).toBe(SALON_CLOSED);
    const refused = await order();
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(SALON_CLOSED);
    // The booking page says so as it opens: its availability calls answer the same.
    const pageCalls = [
      ['get-available-appointment-by-date', { requestDate: '2030-01-07', salon: DEMO_SALON_ID }],
      ['get-next-available-date', { salon: DEMO_SALON_ID }],
    ] as const;
    for (const [url, payload] of pageCalls) {
      const day = await call(t.app, { method: 'POST', url: `${API}/public/appointment/${url}`, payload });
      expect(day.statusCode, url).toBe(403);
      expect(day.body.message).toBe(SALON_CLOSED);
    }

    const renew = await call<SubscriptionDetail>(t.app, {
      method: 'POST',
      url: `${API}/plan/renew-subscription`,
      headers: { token: owner },
    });
    expect(renew.body.data?.standing).toBe('active');
    expect(renew.body.data?.current_period_end).toBeGreaterThan(Date.now() / 1000 + 300 * 86_400);
    expect((await book()).statusCode).toBe(404);
  });

  it('stays open for 14 days past its period (past due), then closes', async () => {
    await setPeriod({ expiresAt: new Date(Date.now() - 2 * DAY_MS) });
    expect((await detail()).body.data?.standing).toBe('past_due');
    expect((await book()).statusCode).toBe(404);
    await setPeriod({ expiresAt: new Date(Date.now() - 15 * DAY_MS) });
    expect((await detail()).body.data?.standing).toBe('ended');
    expect((await book()).statusCode).toBe(403);
  });
});

/** A Stripe event as the webhook receives it, signed with the test secret by Stripe's own helper. */
function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}

const post = (payload: string, header: string) =>
  call<{ outcome: string }>(t.app, {
    method: 'POST',
    url: `${API}/webhooks/stripe`,
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    payload,
  });

function subscriptionEvent(type: string, fields: { cancel: boolean; status: string; end: number }) {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: SUBSCRIPTION,
        object: 'subscription',
        customer: 'cus_demoSalon',
        status: fields.status,
        cancel_at_period_end: fields.cancel,
        start_date: fields.end - 365 * 86_400,
        items: {
          data: [{ current_period_start: fields.end - 365 * 86_400, current_period_end: fields.end }],
        },
      },
    },
  };
}

describe('Stripe webhooks keep salon_subscriptions in step', () => {
  it('applies a signed event once and ignores a tampered one', async () => {
    const end = Math.floor(Date.now() / 1000) + 200 * 86_400;
    const event = subscriptionEvent('customer.subscription.updated', { cancel: true, status: 'active', end });

    const tampered = signed(event);
    const forged = tampered.payload.replace('"cancel_at_period_end":true', '"cancel_at_period_end":false');
    expect((await post(forged, tampered.header)).statusCode).toBe(400);
    const wrongSecret = signed(event, 'whsec_someone_else');
    expect((await post(wrongSecret.payload, wrongSecret.header)).statusCode).toBe(400);
    expect((await detail()).body.data?.cancel_at_period_end).toBe(false);

    const good = signed(event);
    const first = await post(good.payload, good.header);
    expect(first.statusCode).toBe(200);
    expect(first.body.data?.outcome).toBe('processed');
    const after = (await detail()).body.data;
    expect(after).toMatchObject({ cancel_at_period_end: true, current_period_end: end });

    // Changed back by hand: a redelivery of the same event must not change it again.
    await setPeriod({ cancelAtPeriodEnd: false });
    const again = await post(good.payload, signed(event).header);
    expect(again.body.data?.outcome).toBe('duplicate');
    expect((await detail()).body.data?.cancel_at_period_end).toBe(false);
  });

  it('customer.subscription.deleted ends the subscription and closes the public site', async () => {
    const end = Math.floor(Date.now() / 1000) + 10 * 86_400;
    const { payload, header } = signed(
      subscriptionEvent('customer.subscription.deleted', { cancel: false, status: 'canceled', end }),
    );
    expect((await post(payload, header)).statusCode).toBe(200);
    expect((await detail()).body.data?.standing).toBe('ended');
    expect((await book()).statusCode).toBe(403);
  });
});
