import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import type { AvailableDay, BookingConfirmation, DepositResult } from '@salon/api/booking/schemas';
import type { VisitAvailability, VisitConfirmation } from '@salon/api/booking/visit-booking';
import { appointmentPayments, appointments } from '../src/db/schema';
import { offlineAccountId } from '../src/modules/payouts';
import { depositRefundRule } from '../src/modules/booking-settings';
import { StripePaymentProvider, type StripePaymentsClient } from '../src/modules/payments/stripe-provider';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import {
  createSlot,
  saveMensCutPolicy,
  sendStripeEvent,
  visitBooking,
  websiteBooking,
} from './booking-steps';
import { call, type TestApp } from './helper';
import { useSession, useTestApp, type Session } from './use-test-app';

/*
 * Deposits (issue 22): a service's deposit is paid on the booking page while the time is held for ten
 * minutes; the booking is confirmed (and its e-mail sent) only when the money is there: at once offline,
 * by the signed webhook with Stripe. A declined card keeps the hold for another card, the sweep frees unpaid holds,
 * and a cancel refunds the deposit by the rules.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const DAY = '2026-12-03';
const MENS_CUT = subServiceId(3);
const WEBHOOK_SECRET = 'whsec_deposits';
const POLICY_TEXT = 'Deposits are refunded when you cancel at least 24 hours ahead.';

/** Men's Cut ($35) with a deposit of `deposit` (default 20%: $7.00), and the salon's policy text. */
function setDeposit(owner: Session, deposit: { kind: 'percent' | 'fixed'; value: number }) {
  return saveMensCutPolicy(owner, { paymentPolicy: 'deposit', deposit });
}

async function setUp(owner: Session) {
  expect((await setDeposit(owner, { kind: 'percent', value: 20 })).statusCode).toBe(200);
  const policy = await owner({
    method: 'POST',
    url: `${API}/booking-policy/update`,
    payload: { cutoffMinutes: 24 * 60, paymentPolicyText: POLICY_TEXT, noShowFee: 15 },
  });
  expect(policy.statusCode, policy.body.message).toBe(200);
}

/** Stella's slot at `time` on DAY: the one her hours made, or made now on her calendar. */
async function slotAt(t: TestApp, owner: Session, time: string) {
  const day = await call<AvailableDay>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/get-available-appointment-by-date`,
    payload: { requestDate: DAY, salon: DEMO_SALON_ID, stylistId: DEMO_USER_IDS.stylist },
  });
  const slot = day.body.data.stylists[0]?.slots.find((one) => one.timeAsAString === time);
  // websiteBooking reads the slot's id and times only: the day's slot has them.
  if (slot) return slot as unknown as Slot;
  return createSlot(owner, DAY, time);
}

let keys = 0;
const newKey = () => `deposit-key-${++keys}-${Math.random().toString(36).slice(2)}`;

function helpers(t: TestApp, owner: Session) {
  const book = async (time: string, key: string | null = newKey(), email = 'noah.brooks@example.com') => {
    const slot = await slotAt(t, owner, time);
    const payload = websiteBooking(slot, DAY, { email, ...(key ? { idempotencyKey: key } : {}) });
    const answer = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload,
    });
    return { answer, key, payload };
  };
  const rebook = (payload: Record<string, unknown>) =>
    call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload,
    });
  const pay = (key: string, paymentMethod: string) =>
    call<DepositResult>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/pay-deposit`,
      payload: { salon: DEMO_SALON_ID, idempotencyKey: key, paymentMethod },
    });
  const authenticated = (key: string, approve?: boolean) =>
    call<DepositResult>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/confirm-deposit`,
      payload: { salon: DEMO_SALON_ID, idempotencyKey: key, ...(approve === undefined ? {} : { approve }) },
    });
  const stored = async (id: string) => {
    const [row] = await t.container.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.id, id)));
    return row!;
  };
  // The deposit first, then its refund: a table's order is not its rows' order.
  const payments = async (id: string) =>
    (
      await t.container.db
        .select()
        .from(appointmentPayments)
        .where(and(eq(appointmentPayments.salonId, DEMO_SALON_ID), eq(appointmentPayments.appointmentId, id)))
    ).sort((a, b) => a.kind.localeCompare(b.kind));
  const confirmations = async (email = 'noah.brooks@example.com') =>
    (await t.mails()).filter((mail) => mail.to === email && mail.subject.startsWith('Your appointment'));
  return { book, rebook, pay, authenticated, stored, payments, confirmations };
}

describe('deposits with the offline provider', () => {
  const t = useTestApp({}, { now: () => NOW });
  const owner = useSession(t, 'owner@example.com');
  const manager = useSession(t, 'manager@example.com');

  it('a service takes a percentage or a fixed deposit, validated against its price', async () => {
    for (const wrong of [
      { kind: 'percent', value: 0 },
      { kind: 'percent', value: 101 },
      { kind: 'percent', value: 12.5 },
      { kind: 'fixed', value: 40 },
      { kind: 'fixed', value: 0 },
    ] as const) {
      const answer = await setDeposit(manager, wrong);
      expect(answer.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect((await setDeposit(manager, { kind: 'fixed', value: 10 })).statusCode).toBe(200);
    const site = await call<
      Array<{ subService: Array<{ _id: string; deposit: unknown; paymentPolicy: string }> }>
    >(t.app, {
      method: 'GET',
      url: `${API}/service/get-website-service-groupby-category?name=demo-salon`,
    });
    const cut = site.body.data
      .flatMap((group) => group.subService)
      .find((service) => service._id === MENS_CUT);
    expect(cut).toMatchObject({ paymentPolicy: 'deposit', deposit: { kind: 'fixed', value: 10 } });
  });

  it('4242: the time is held, the deposit paid, the booking confirmed and e-mailed once', async () => {
    await setUp(owner);
    const { book, rebook, pay, stored, payments, confirmations } = helpers(t, owner);
    const unkeyed = await book('16:00', null);
    expect(unkeyed.answer.statusCode).toBe(400);
    expect(unkeyed.answer.body.message).toBe('idempotencyKey: required for a service that takes a deposit');
    const { answer, key, payload } = await book('16:00');
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.deposit).toMatchObject({
      amount: 7,
      currency: 'usd',
      status: 'pending',
      dueUntil: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
      policyText: POLICY_TEXT,
      payment: { provider: 'offline', clientSecret: null },
    });
    const id = answer.body.data._id;
    expect((await stored(id)).paymentDueUntil).not.toBeNull();
    expect(await confirmations()).toHaveLength(0);
    // A retry of the same submit answers the same hold, never a second one.
    const again = await rebook(payload);
    expect(again.body.data._id).toBe(id);
    expect(await payments(id)).toHaveLength(1);

    const paid = await pay(key!, '4242 4242 4242 4242');
    expect(paid.statusCode, paid.body.message).toBe(200);
    expect(paid.body.data.status).toBe('succeeded');
    expect((await pay(key!, '4242424242424242')).body.data.status).toBe('succeeded');
    expect((await stored(id)).paymentDueUntil).toBeNull();
    expect(await payments(id)).toMatchObject([{ kind: 'deposit', status: 'succeeded', amountCents: 700 }]);
    const mails = await confirmations();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Deposit:');
    expect(mails[0]!.text).toContain('$7.00 paid');
    expect(mails[0]!.text).toContain(POLICY_TEXT);
  });

  it('3155: authentication first, then approved and confirmed; 0002: declined keeps the hold for another card', async () => {
    const { book, pay, authenticated, stored, payments, confirmations } = helpers(t, owner);
    const email = 'three.d@example.com';
    const { answer, key } = await book('11:00', newKey(), email);
    const needs = await pay(key!, '4000002500003155');
    expect(needs.body.data).toMatchObject({ status: 'requires_action', clientSecret: null });
    expect(await confirmations(email)).toHaveLength(0);
    const approved = await authenticated(key!, true);
    expect(approved.body.data.status).toBe('succeeded');
    expect((await stored(answer.body.data._id)).paymentDueUntil).toBeNull();
    expect(await confirmations(email)).toHaveLength(1);

    const declined = await book('12:00', newKey(), 'declined@example.com');
    const refused = await pay(declined.key!, '4000000000000002');
    expect(refused.statusCode).toBe(402);
    expect(refused.body.message).toBe('Your card was declined.');
    // The hold stays until its time: another card pays it without booking again.
    expect((await stored(declined.answer.body.data._id)).status).toBe('waiting');
    expect(await payments(declined.answer.body.data._id)).toMatchObject([
      { status: 'pending', failureMessage: 'Your card was declined.' },
    ]);
    expect(await confirmations('declined@example.com')).toHaveLength(0);
    const other = await pay(declined.key!, '4242424242424242');
    expect(other.statusCode, other.body.message).toBe(200);
    expect(other.body.data.status).toBe('succeeded');
    expect(await payments(declined.answer.body.data._id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await confirmations('declined@example.com')).toHaveLength(1);
  });

  it('the sweep releases a hold not paid within 10 minutes (moved clock); paying later is refused', async () => {
    const { book, pay, stored, payments } = helpers(t, owner);
    const { answer, key } = await book('13:00');
    const booking = t.container.services.booking;
    t.container.clock.now = () => new Date(NOW.getTime() + 9 * 60_000);
    expect(await booking.releaseUnpaidHolds(DEMO_SALON_ID)).toBe(0);
    t.container.clock.now = () => new Date(NOW.getTime() + 11 * 60_000);
    try {
      expect(await booking.releaseUnpaidHolds(DEMO_SALON_ID)).toBe(1);
      expect(await booking.releaseUnpaidHolds(DEMO_SALON_ID)).toBe(0);
    } finally {
      t.container.clock.now = () => NOW;
    }
    expect((await stored(answer.body.data._id)).status).toBe('canceled');
    expect(await payments(answer.body.data._id)).toMatchObject([{ status: 'canceled' }]);
    expect((await pay(key!, '4242424242424242')).statusCode).toBe(409);
  });

  it("refunds: a salon's cancel refunds the deposit in full, with the refund in the client's e-mail", async () => {
    const { book, pay, payments } = helpers(t, owner);
    const email = 'refund.me@example.com';
    const { answer, key } = await book('14:00', newKey(), email);
    await pay(key!, '4242424242424242');
    const id = answer.body.data._id;
    const cancelled = await owner<{ payments: Array<{ kind: string; status: string; amount: number }> }>({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${id}`,
      payload: { status: 'canceled' },
    });
    expect(cancelled.statusCode, cancelled.body.message).toBe(200);
    expect(await payments(id)).toMatchObject([
      { kind: 'deposit', status: 'refunded', amountCents: 700 },
      { kind: 'refund', status: 'succeeded', amountCents: 700 },
    ]);
    const mail = (await t.mails()).find((m) => m.to === email && m.subject.startsWith('Cancelled'));
    expect(mail?.text).toContain('$7.00 paid, refunded');
    expect(mail?.text).toContain('Refund:');
  });

  it("refunds: a client's cancel outside the window refunds it; inside the window the deposit is kept", async () => {
    const { book, pay, payments } = helpers(t, owner);
    const email = 'client.cancel@example.com';
    const { answer, key } = await book('15:00', newKey(), email);
    await pay(key!, '4242424242424242');
    const mail = (await t.mails()).find((m) => m.to === email && m.subject.startsWith('Your appointment'));
    const token = /cancel-appointment\?token=([\w.-]+)/.exec(mail!.text)![1]!;
    const cancel = await call(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/cancel-by-token`,
      payload: { token },
    });
    expect(cancel.statusCode, cancel.body.message).toBe(200);
    expect(await payments(answer.body.data._id)).toMatchObject([
      { kind: 'deposit', status: 'refunded' },
      { kind: 'refund', status: 'succeeded' },
    ]);
    // The rule itself: the salon's window (24 hours here) decides for a client's cancel.
    const policy = { cutoffMinutes: 24 * 60, salonPhone: null };
    const startsAt = new Date(NOW.getTime() + 23 * 3_600_000);
    expect(depositRefundRule({ by: 'client', policy, startsAt, now: NOW })).toBe('keep');
    expect(depositRefundRule({ by: 'salon', policy, startsAt, now: NOW })).toBe('refund');
    expect(
      depositRefundRule({
        by: 'client',
        policy,
        startsAt: new Date(NOW.getTime() + 25 * 3_600_000),
        now: NOW,
      }),
    ).toBe('refund');
  });

  it('a refund the provider did not take is retried by the refund job with backoff, and made once', async () => {
    const { book, pay, payments } = helpers(t, owner);
    const { answer, key } = await book('17:00', newKey(), 'refund.retry@example.com');
    await pay(key!, '4242424242424242');
    const id = answer.body.data._id;
    const provider = t.container.payments;
    const original = provider.refund.bind(provider);
    let calls = 0;
    const refund = vi.spyOn(provider, 'refund').mockImplementation(async (input) => {
      calls += 1;
      if (calls === 1) return { status: 'failed', refundId: null, message: 'Refunds are unavailable' };
      if (calls === 2) throw new Error('connect ECONNRESET');
      return original(input);
    });
    const at = (ms: number) => (t.container.clock.now = () => new Date(NOW.getTime() + ms));
    const retry = () => t.container.services.refunds.retryDue();
    try {
      const cancelled = await owner({
        method: 'PATCH',
        url: `${API}/appointment/change-status-of-appointment?id=${id}`,
        payload: { status: 'canceled' },
      });
      expect(cancelled.statusCode, cancelled.body.message).toBe(200);
      expect(await payments(id)).toMatchObject([
        { kind: 'deposit', status: 'succeeded' },
        { kind: 'refund', status: 'pending', attempts: 1, nextAttemptAt: new Date(NOW.getTime() + 60_000) },
      ]);
      // Not due before its backoff.
      expect(await retry()).toEqual({ refunded: 0, retrying: 0, failed: 0 });
      at(61_000);
      // Two rounds at once (two instances): the claim leases the row to one of them.
      const rounds = await Promise.all([retry(), retry()]);
      expect(rounds.map((round) => round.retrying).sort()).toEqual([0, 1]);
      expect(refund).toHaveBeenCalledTimes(2);
      at(2 * 60_000); // the second wait is two minutes
      expect(await retry()).toEqual({ refunded: 0, retrying: 0, failed: 0 });
      at(4 * 60_000);
      expect(await retry()).toEqual({ refunded: 1, retrying: 0, failed: 0 });
      expect(await retry()).toEqual({ refunded: 0, retrying: 0, failed: 0 });
      expect(await payments(id)).toMatchObject([
        { kind: 'deposit', status: 'refunded' },
        {
          kind: 'refund',
          status: 'succeeded',
          attempts: 3,
          nextAttemptAt: null,
          providerId: expect.any(String),
        },
      ]);
      // Every call named the same refund: the provider makes it once.
      const keysUsed = new Set(refund.mock.calls.map(([input]) => input.idempotencyKey));
      expect(refund).toHaveBeenCalledTimes(3);
      expect(keysUsed.size).toBe(1);
    } finally {
      refund.mockRestore();
      t.container.clock.now = () => NOW;
    }
  });

  it('a refund the provider never takes is marked failed for staff after the last try', async () => {
    const { book, pay, payments } = helpers(t, owner);
    const { answer, key } = await book('17:30', newKey(), 'refund.fails@example.com');
    await pay(key!, '4242424242424242');
    const id = answer.body.data._id;
    const refund = vi
      .spyOn(t.container.payments, 'refund')
      .mockResolvedValue({ status: 'failed', refundId: null, message: 'Refunds are unavailable' });
    try {
      const cancelled = await owner({
        method: 'PATCH',
        url: `${API}/appointment/change-status-of-appointment?id=${id}`,
        payload: { status: 'canceled' },
      });
      expect(cancelled.statusCode, cancelled.body.message).toBe(200);
      for (let hour = 1; hour <= 4; hour += 1) {
        t.container.clock.now = () => new Date(NOW.getTime() + hour * 3_600_000);
        await t.container.services.refunds.retryDue();
      }
      expect(refund).toHaveBeenCalledTimes(5);
      expect(await payments(id)).toMatchObject([
        { kind: 'deposit', status: 'succeeded' },
        {
          kind: 'refund',
          status: 'failed',
          attempts: 5,
          nextAttemptAt: null,
          failureMessage: 'Refunds are unavailable',
        },
      ]);
      t.container.clock.now = () => new Date(NOW.getTime() + 9 * 3_600_000);
      expect(await t.container.services.refunds.retryDue()).toEqual({ refunded: 0, retrying: 0, failed: 0 });
    } finally {
      refund.mockRestore();
      t.container.clock.now = () => NOW;
    }
  });
});

/** Stripe's client as the deposit uses it: intents, refunds; cards by Stripe's test PaymentMethods. */
function fakeStripe() {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const fake = {
    created: 0,
    confirms: 0,
    /** Every PaymentIntent's parameters, as Stripe got them (one per new intent). */
    params: [] as Stripe.PaymentIntentCreateParams[],
    refunds: { created: [] as Stripe.RefundCreateParams[] } as unknown as StripePaymentsClient['refunds'] & {
      created: Stripe.RefundCreateParams[];
    },
    paymentIntents: {
      async create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) {
        const id = `pi_${options?.idempotencyKey ?? fake.created}`.replace(/[^A-Za-z0-9_]/g, '');
        if (!intents.has(id)) {
          fake.created += 1;
          fake.params.push(params);
          intents.set(id, {
            id,
            object: 'payment_intent',
            amount: params.amount,
            status: 'requires_payment_method',
            client_secret: `${id}_secret_x`,
            metadata: params.metadata,
          } as unknown as Stripe.PaymentIntent);
        }
        return intents.get(id)!;
      },
      async confirm(id: string, params?: Stripe.PaymentIntentConfirmParams) {
        const intent = intents.get(id)!;
        fake.confirms += 1;
        if (params?.payment_method === 'pm_card_visa_chargeDeclined') {
          throw Object.assign(new Error('Your card was declined.'), { type: 'StripeCardError' });
        }
        intent.status =
          params?.payment_method === 'pm_card_authenticationRequired' ? 'requires_action' : 'succeeded';
        return intent;
      },
      async retrieve(id: string) {
        return intents.get(id)!;
      },
      async cancel(id: string) {
        intents.get(id)!.status = 'canceled';
        return intents.get(id)!;
      },
    },
  };
  fake.refunds = Object.assign(
    {
      async create(params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions) {
        fake.refunds.created.push(params);
        return {
          id: `re_${options?.idempotencyKey ?? 'x'}`,
          object: 'refund',
          status: 'succeeded',
        } as Stripe.Refund;
      },
    },
    { created: [] as Stripe.RefundCreateParams[] },
  );
  return fake;
}

describe('deposits with Stripe (a fake of its client) and its webhook', () => {
  const stripe = fakeStripe();
  const t = useTestApp(
    {},
    {
      now: () => NOW,
      payments: new StripePaymentProvider(stripe, 'pk_test_deposits'),
      stripeWebhookSecret: WEBHOOK_SECRET,
      platformFeePercent: 10,
    },
  );
  const owner = useSession(t, 'owner@example.com');

  const webhook = (type: string, intentId: string, appointmentId: string, eventId?: string) =>
    sendStripeEvent(
      t.app,
      WEBHOOK_SECRET,
      type,
      {
        id: intentId,
        object: 'payment_intent',
        metadata: { appointment_id: appointmentId, salon_id: DEMO_SALON_ID, kind: 'deposit' },
      },
      eventId,
    );

  it('4242: confirmed by the signed webhook only, once; one PaymentIntent per submit', async () => {
    await setUp(owner);
    const { book, rebook, pay, stored, confirmations } = helpers(t, owner);
    const email = 'stripe.visa@example.com';
    const { answer, key, payload } = await book('16:00', newKey(), email);
    expect(answer.body.data.deposit?.payment).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_deposits',
    });
    const secret = answer.body.data.deposit!.payment.clientSecret!;
    expect(secret).toMatch(/_secret_x$/);
    const intentId = secret.replace(/_secret_x$/, '');
    const created = stripe.created;
    await rebook(payload);
    expect(stripe.created).toBe(created);

    expect((await pay(key!, 'pm_card_visa')).body.data.status).toBe('processing');
    expect(await confirmations(email)).toHaveLength(0);
    expect((await stored(answer.body.data._id)).paymentDueUntil).not.toBeNull();

    const eventId = `evt_ok_${key}`;
    expect(
      (await webhook('payment_intent.succeeded', intentId, answer.body.data._id, eventId)).body.data,
    ).toEqual({
      received: true,
      outcome: 'processed',
    });
    expect(
      (await webhook('payment_intent.succeeded', intentId, answer.body.data._id, eventId)).body.data,
    ).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    expect((await stored(answer.body.data._id)).paymentDueUntil).toBeNull();
    expect(await confirmations(email)).toHaveLength(1);
  });

  it('a visit: one PaymentIntent for the sum, confirmed whole by the webhook once', async () => {
    const email = 'stripe.visit@example.com';
    const visitServices = [
      { mainService: serviceCategoryId(1), subService: MENS_CUT },
      { mainService: serviceCategoryId(1), subService: subServiceId(4) },
    ];
    const day = await call<VisitAvailability>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-visit-availability`,
      payload: { salon: DEMO_SALON_ID, requestDate: DAY, services: visitServices },
    });
    const start = day.body.data.starts.at(-1)!;
    const key = randomUUID();
    const created = stripe.created;
    const book = () =>
      call<VisitConfirmation>(t.app, {
        method: 'POST',
        url: `${API}/public/appointment/add-visit-from-website`,
        payload: visitBooking(start, DAY, { name: 'Vic Visit', email, mobile: '2125550177' }, key),
      });
    const held = await book();
    expect(held.statusCode, held.body.message).toBe(200);
    // Men's Cut's 20 % ($7.00) and Kids' Cut's none: one deposit of $7.00 for the visit.
    expect(held.body.data.deposit).toMatchObject({ amount: 7, payment: { provider: 'stripe' } });
    expect((await book()).body.data._id).toBe(held.body.data._id);
    expect(stripe.created).toBe(created + 1);
    expect(stripe.params.at(-1)).toMatchObject({
      amount: 700,
      transfer_data: { destination: offlineAccountId(DEMO_SALON_ID) },
    });
    const intentId = held.body.data.deposit!.payment.clientSecret!.replace(/_secret_x$/, '');
    const { pay, stored, confirmations } = helpers(t, owner);
    expect((await pay(key, 'pm_card_visa')).body.data.status).toBe('processing');
    const parts = await t.container.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.visitId, held.body.data._id)));
    expect(parts).toHaveLength(2);
    expect(parts.every((part) => part.paymentDueUntil !== null)).toBe(true);
    const first = parts.find((part) => part.visitPart === 1)!;
    const eventId = `evt_visit_${key}`;
    expect((await webhook('payment_intent.succeeded', intentId, first.id, eventId)).body.data.outcome).toBe(
      'processed',
    );
    expect((await webhook('payment_intent.succeeded', intentId, first.id, eventId)).body.data.outcome).toBe(
      'duplicate',
    );
    for (const part of parts) expect((await stored(part.id)).paymentDueUntil).toBeNull();
    const mails = await confirmations(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Men's Cut");
    expect(mails[0]!.text).toContain("Kids' Cut");
    expect(mails[0]!.text).toContain('$7.00 paid');
  });

  it("charges the deposit to the salon's connected account with the platform's fee", async () => {
    const { book } = helpers(t, owner);
    const { answer } = await book('15:00', newKey(), 'stripe.destination@example.com');
    expect(answer.statusCode, answer.body.message).toBe(200);
    const amount = Math.round(answer.body.data.deposit!.amount * 100);
    expect(stripe.params.at(-1)).toMatchObject({
      amount,
      transfer_data: { destination: offlineAccountId(DEMO_SALON_ID) },
      application_fee_amount: Math.round(amount / 10),
    });
  });

  it('3155: requires_action with the client secret for handleNextAction; 0002: declined keeps the hold', async () => {
    const { book, pay, authenticated, stored, confirmations } = helpers(t, owner);
    const email = 'stripe.3ds@example.com';
    const { answer, key } = await book('11:00', newKey(), email);
    const needs = await pay(key!, 'pm_card_authenticationRequired');
    expect(needs.body.data.status).toBe('requires_action');
    expect(needs.body.data.clientSecret).toMatch(/_secret_x$/);
    // After the browser's step Stripe says where it stands; the webhook still confirms.
    const intentId = needs.body.data.clientSecret!.replace(/_secret_x$/, '');
    (await stripe.paymentIntents.retrieve(intentId)).status = 'succeeded';
    expect((await authenticated(key!)).body.data.status).toBe('processing');
    expect(
      (await webhook('payment_intent.succeeded', intentId, answer.body.data._id)).body.data.outcome,
    ).toBe('processed');
    expect(await confirmations(email)).toHaveLength(1);

    const declined = await book('12:00', newKey(), 'stripe.declined@example.com');
    const refused = await pay(declined.key!, 'pm_card_visa_chargeDeclined');
    expect(refused.statusCode).toBe(402);
    expect((await stored(declined.answer.body.data._id)).status).toBe('waiting');
    // Stripe's payment_failed of that attempt keeps the hold too; another card pays the same intent.
    const declinedIntent = declined.answer.body.data.deposit!.payment.clientSecret!.replace(/_secret_x$/, '');
    expect(
      (await webhook('payment_intent.payment_failed', declinedIntent, declined.answer.body.data._id)).body
        .data.outcome,
    ).toBe('processed');
    expect((await stored(declined.answer.body.data._id)).status).toBe('waiting');
    expect((await pay(declined.key!, 'pm_card_visa')).body.data.status).toBe('processing');
    expect(
      (await webhook('payment_intent.succeeded', declinedIntent, declined.answer.body.data._id)).body.data
        .outcome,
    ).toBe('processed');
    expect(await confirmations('stripe.declined@example.com')).toHaveLength(1);
  });

  it("a salon's cancel refunds the deposit through Stripe, once", async () => {
    const { book, pay, payments } = helpers(t, owner);
    const { answer, key } = await book('13:00', newKey(), 'stripe.refund@example.com');
    await pay(key!, 'pm_card_visa');
    const intentId = answer.body.data.deposit!.payment.clientSecret!.replace(/_secret_x$/, '');
    await webhook('payment_intent.succeeded', intentId, answer.body.data._id);
    const id = answer.body.data._id;
    const cancel = () =>
      owner({
        method: 'PATCH',
        url: `${API}/appointment/change-status-of-appointment?id=${id}`,
        payload: { status: 'canceled' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect(stripe.refunds.created).toEqual([
      expect.objectContaining({ payment_intent: intentId, amount: 700 }),
    ]);
    expect(await payments(id)).toMatchObject([
      { kind: 'deposit', status: 'refunded' },
      { kind: 'refund', status: 'succeeded', providerId: expect.stringMatching(/^re_/) },
    ]);
  });
});
