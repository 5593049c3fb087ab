import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { AvailableDay, BookingConfirmation, CardSetupResult } from '@salon/api/booking/schemas';
import type { Slot } from '@salon/api/availability/schemas';
import { appointmentPayments, appointments } from '../src/db/schema';
import { offlineAccountId } from '../src/modules/payouts';
import { StripePaymentProvider, type StripePaymentsClient } from '../src/modules/payments/stripe-provider';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { createSlot, saveMensCutPolicy, sendStripeEvent, websiteBooking } from './booking-steps';
import { call, type TestApp } from './helper';
import { useSession, useTestApp, type Session } from './use-test-app';

/*
 * Card on file (issue 22): a card-on-file service holds the time as a deposit does while the client saves
 * a card (nothing charged); the saved card lands on the appointment for the salon's fees and the booking
 * is confirmed with its e-mail. A declined card frees the time at once.
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';
const DAY = '2026-12-03';
const POLICY_TEXT = 'A no-show pays $25; a cancel inside 24 hours pays $10.';
const WEBHOOK_SECRET = 'whsec_cards';

async function setUp(owner: Session) {
  const service = await saveMensCutPolicy(owner, { paymentPolicy: 'card' });
  expect(service.statusCode, service.body.message).toBe(200);
  const policy = await owner({
    method: 'POST',
    url: `${API}/booking-policy/update`,
    payload: { cutoffMinutes: 24 * 60, paymentPolicyText: POLICY_TEXT, noShowFee: 25, lateCancelFee: 10 },
  });
  expect(policy.statusCode, policy.body.message).toBe(200);
}

let keys = 0;
const newKey = () => `card-key-${++keys}-${Math.random().toString(36).slice(2)}`;

function helpers(t: TestApp, owner: Session) {
  const slotAt = async (time: string) => {
    const day = await call<AvailableDay>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-available-appointment-by-date`,
      payload: { requestDate: DAY, salon: DEMO_SALON_ID, stylistId: DEMO_USER_IDS.stylist },
    });
    const slot = day.body.data.stylists[0]?.slots.find((one) => one.timeAsAString === time);
    return slot ? (slot as unknown as Slot) : createSlot(owner, DAY, time);
  };
  const book = async (time: string, email: string, key: string = newKey()) => {
    const payload = websiteBooking(await slotAt(time), DAY, { email, idempotencyKey: key });
    const answer = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload,
    });
    return { answer, key, payload };
  };
  const save = (key: string, paymentMethod: string) =>
    call<CardSetupResult>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/save-card`,
      payload: { salon: DEMO_SALON_ID, idempotencyKey: key, paymentMethod },
    });
  const confirm = (key: string, approve: boolean) =>
    call<CardSetupResult>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/confirm-card`,
      payload: { salon: DEMO_SALON_ID, idempotencyKey: key, approve },
    });
  const stored = async (id: string) => {
    const [row] = await t.container.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.id, id)));
    return row!;
  };
  const payments = (id: string) =>
    t.container.db
      .select()
      .from(appointmentPayments)
      .where(and(eq(appointmentPayments.salonId, DEMO_SALON_ID), eq(appointmentPayments.appointmentId, id)));
  const confirmations = async (email: string) =>
    (await t.mails()).filter((mail) => mail.to === email && mail.subject.startsWith('Your appointment'));
  return { book, save, confirm, stored, payments, confirmations };
}

describe('card on file with the offline provider', () => {
  const t = useTestApp({}, { now: () => NOW });
  const owner = useSession(t, 'owner@example.com');

  it('4242: the time is held, the card saved on the appointment, the booking confirmed and e-mailed once', async () => {
    await setUp(owner);
    const { book, save, stored, payments, confirmations } = helpers(t, owner);
    const email = 'card.saver@example.com';
    const { answer, key, payload } = await book('16:00', email);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.deposit).toBeUndefined();
    expect(answer.body.data.cardSetup).toEqual({
      status: 'pending',
      dueUntil: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
      policyText: POLICY_TEXT,
      noShowFee: 25,
      lateCancelFee: 10,
      payment: {
        provider: 'offline',
        clientSecret: null,
        publishableKey: null,
        onBehalfOf: offlineAccountId(DEMO_SALON_ID),
      },
    });
    const id = answer.body.data._id;
    expect((await stored(id)).paymentDueUntil).not.toBeNull();
    expect((await stored(id)).paymentCustomerId).toMatch(/^offline_cus/);
    expect(await confirmations(email)).toHaveLength(0);
    // The same submit again answers the same hold and setup.
    const again = await call<BookingConfirmation>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/add-appointment-from-website`,
      payload,
    });
    expect(again.body.data._id).toBe(id);
    expect(await payments(id)).toHaveLength(1);

    const saved = await save(key, '4242 4242 4242 4242');
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data.status).toBe('succeeded');
    expect((await save(key, '4242424242424242')).body.data.status).toBe('succeeded');
    const row = await stored(id);
    expect(row.paymentDueUntil).toBeNull();
    expect(row.paymentPolicy).toBe('card');
    expect(row.paymentMethodId).toBe('offline_pm_4242424242424242');
    expect(await payments(id)).toMatchObject([{ kind: 'card_setup', status: 'succeeded', amountCents: 0 }]);
    const mails = await confirmations(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Saved for the salon's fees");
    expect(mails[0]!.text).toContain(POLICY_TEXT);
  });

  it('3155: authentication first, then saved; 0002: declined keeps the hold for another card', async () => {
    const { book, save, confirm, stored, confirmations } = helpers(t, owner);
    const email = 'card.three.d@example.com';
    const { answer, key } = await book('11:00', email);
    const needs = await save(key, '4000002500003155');
    expect(needs.body.data).toMatchObject({ status: 'requires_action', clientSecret: null });
    expect(await confirmations(email)).toHaveLength(0);
    const approved = await confirm(key, true);
    expect(approved.body.data.status).toBe('succeeded');
    const row = await stored(answer.body.data._id);
    expect(row.paymentDueUntil).toBeNull();
    expect(row.paymentMethodId).toBe('offline_pm_4000002500003155');
    expect(await confirmations(email)).toHaveLength(1);

    const declinedEmail = 'card.declined@example.com';
    const declined = await book('12:00', declinedEmail);
    const refused = await save(declined.key, '4000 0000 0000 0002');
    expect(refused.statusCode).toBe(402);
    expect((await stored(declined.answer.body.data._id)).status).toBe('waiting');
    expect(await confirmations(declinedEmail)).toHaveLength(0);
    // A failed bank step keeps it too; then another card saves it without booking again.
    expect((await save(declined.key, '4000002500003155')).body.data.status).toBe('requires_action');
    expect((await confirm(declined.key, false)).statusCode).toBe(402);
    expect((await stored(declined.answer.body.data._id)).status).toBe('waiting');
    expect((await save(declined.key, '4242424242424242')).body.data.status).toBe('succeeded');
    expect(await confirmations(declinedEmail)).toHaveLength(1);
  });

  it('a key nobody booked with is 404', async () => {
    const { save } = helpers(t, owner);
    expect((await save('card-key-unknown-1', '4242424242424242')).statusCode).toBe(404);
  });

  it("a returning client's card setups reuse their customer at this salon; another client gets their own", async () => {
    const { book, stored } = helpers(t, owner);
    const first = await book('13:00', 'Returning.Client@example.com');
    expect(first.answer.statusCode, first.answer.body.message).toBe(200);
    const again = await book('14:00', 'returning.client@example.com');
    const other = await book('15:00', 'someone.else@example.com');
    const customer = (await stored(first.answer.body.data._id)).paymentCustomerId;
    expect(customer).toMatch(/^offline_cus/);
    expect((await stored(again.answer.body.data._id)).paymentCustomerId).toBe(customer);
    expect((await stored(other.answer.body.data._id)).paymentCustomerId).not.toBe(customer);
  });
});

/** Stripe's client as a card setup uses it: customers and SetupIntents (one per idempotency key). */
function fakeStripe() {
  const setups = new Map<string, Stripe.SetupIntent>();
  const fake = {
    setupParams: [] as Stripe.SetupIntentCreateParams[],
    customerParams: [] as Stripe.CustomerCreateParams[],
    customers: {
      async create(params: Stripe.CustomerCreateParams, options?: Stripe.RequestOptions) {
        fake.customerParams.push(params);
        return {
          id: `cus_${options?.idempotencyKey ?? 'x'}`.replace(/[^A-Za-z0-9_]/g, ''),
        } as Stripe.Customer;
      },
    },
    setupIntents: {
      async create(params: Stripe.SetupIntentCreateParams, options?: Stripe.RequestOptions) {
        const id = `seti_${options?.idempotencyKey ?? 'x'}`.replace(/[^A-Za-z0-9_]/g, '');
        if (!setups.has(id)) {
          fake.setupParams.push(params);
          setups.set(id, {
            id,
            status: 'requires_payment_method',
            client_secret: `${id}_secret`,
          } as Stripe.SetupIntent);
        }
        return setups.get(id)!;
      },
      async confirm(id: string, params?: Stripe.SetupIntentConfirmParams) {
        const method = String(params?.payment_method);
        const status = method === 'pm_card_authenticationRequired' ? 'requires_action' : 'succeeded';
        if (method === 'pm_card_chargeDeclined')
          throw Object.assign(new Error('Your card was declined.'), { type: 'StripeCardError' });
        const next = { ...setups.get(id)!, status, payment_method: method } as Stripe.SetupIntent;
        setups.set(id, next);
        return next;
      },
      async retrieve(id: string) {
        const setup = setups.get(id)!;
        return (
          setup.status === 'requires_action' ? { ...setup, status: 'succeeded' } : setup
        ) as Stripe.SetupIntent;
      },
    },
  };
  return fake;
}

describe('card on file with Stripe (a fake of its client)', () => {
  const stripe = fakeStripe();
  const t = useTestApp(
    {},
    {
      now: () => NOW,
      payments: new StripePaymentProvider(stripe as unknown as StripePaymentsClient, 'pk_test_cards'),
      stripeWebhookSecret: WEBHOOK_SECRET,
    },
  );
  const owner = useSession(t, 'owner@example.com');
  /** Stripe's `setup_intent.*` event about a booking's SetupIntent (its id from the booking's client secret). */
  const setupEvent = (
    type: string,
    booking: BookingConfirmation,
    fields: Record<string, unknown>,
    eventId?: string,
  ) =>
    sendStripeEvent(
      t.app,
      WEBHOOK_SECRET,
      type,
      {
        id: booking.cardSetup!.payment.clientSecret!.replace(/_secret$/, ''),
        object: 'setup_intent',
        metadata: { appointment_id: booking._id, salon_id: DEMO_SALON_ID, kind: 'card_setup' },
        ...fields,
      },
      eventId,
    );

  it("saves the card for the salon's connected account, off-session; 3155 and 0002 as offline", async () => {
    await setUp(owner);
    const { book, save, confirm, stored } = helpers(t, owner);
    const { answer, key } = await book('16:00', 'stripe.card@example.com');
    expect(answer.statusCode, answer.body.message).toBe(200);
    // The Payment Element is made for the account the card is saved for (Elements' onBehalfOf).
    expect(answer.body.data.cardSetup?.payment).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_cards',
      onBehalfOf: offlineAccountId(DEMO_SALON_ID),
    });
    expect(answer.body.data.cardSetup?.payment.clientSecret).toMatch(/^seti_.*_secret$/);
    expect(stripe.setupParams).toHaveLength(1);
    expect(stripe.setupParams[0]).toMatchObject({ usage: 'off_session' });
    expect(stripe.setupParams[0]!.on_behalf_of).toBe(offlineAccountId(DEMO_SALON_ID));
    const saved = await save(key, 'pm_card_visa');
    expect(saved.body.data.status).toBe('succeeded');
    const row = await stored(answer.body.data._id);
    expect(row).toMatchObject({ paymentDueUntil: null, paymentMethodId: 'pm_card_visa' });
    expect(row.paymentCustomerId).toMatch(/^cus_/);

    const three = await book('11:00', 'stripe.three.d@example.com');
    const needs = await save(three.key, 'pm_card_authenticationRequired');
    expect(needs.body.data).toMatchObject({ status: 'requires_action' });
    expect(needs.body.data.clientSecret).toMatch(/_secret$/);
    expect((await confirm(three.key, true)).body.data.status).toBe('succeeded');

    const declined = await book('12:00', 'stripe.declined@example.com');
    expect((await save(declined.key, 'pm_card_chargeDeclined')).statusCode).toBe(402);
    expect((await stored(declined.answer.body.data._id)).status).toBe('waiting');
  });

  it("a returning client's second booking saves its card to their first customer", async () => {
    const { book, stored } = helpers(t, owner);
    const made = stripe.customerParams.length;
    const first = await book('15:00', 'stripe.returning@example.com');
    expect(first.answer.statusCode, first.answer.body.message).toBe(200);
    const again = await book('17:00', 'stripe.returning@example.com');
    expect(again.answer.statusCode, again.answer.body.message).toBe(200);
    expect(stripe.customerParams).toHaveLength(made + 1);
    const customer = (await stored(first.answer.body.data._id)).paymentCustomerId;
    expect(customer).toMatch(/^cus_/);
    expect((await stored(again.answer.body.data._id)).paymentCustomerId).toBe(customer);
    expect(stripe.setupParams.at(-1)).toMatchObject({ customer });
  });

  it('setup_intent.succeeded saves the card and confirms a booking whose browser never came back, once', async () => {
    const { book, save, stored, payments, confirmations } = helpers(t, owner);
    const email = 'stripe.webhook.card@example.com';
    const { answer, key } = await book('14:00', email);
    const booking = answer.body.data;
    const event = `evt_setup_ok_${key}`;
    const first = await setupEvent(
      'setup_intent.succeeded',
      booking,
      { payment_method: 'pm_card_visa' },
      event,
    );
    expect(first.body.data).toEqual({ received: true, outcome: 'processed' });
    const again = await setupEvent(
      'setup_intent.succeeded',
      booking,
      { payment_method: 'pm_card_visa' },
      event,
    );
    expect(again.body.data.outcome).toBe('duplicate');
    // Held while the card was saved, then confirmed (the salon confirms online bookings at once).
    expect(booking.status).toBe('waiting');
    expect(await stored(booking._id)).toMatchObject({
      status: 'confirmed',
      paymentDueUntil: null,
      paymentMethodId: 'pm_card_visa',
    });
    expect(await payments(booking._id)).toMatchObject([{ kind: 'card_setup', status: 'succeeded' }]);
    // The browser's late answer finds it saved: no second confirmation.
    expect((await save(key, 'pm_card_visa')).body.data.status).toBe('succeeded');
    const redelivered = await setupEvent('setup_intent.succeeded', booking, {
      payment_method: 'pm_card_visa',
    });
    expect(redelivered.body.data.outcome).toBe('duplicate');
    expect(await confirmations(email)).toHaveLength(1);
  });

  it('setup_intent.setup_failed keeps the hold; an event for no booking changes nothing', async () => {
    const { book, stored, payments, confirmations } = helpers(t, owner);
    const email = 'stripe.webhook.failed@example.com';
    const { answer } = await book('13:00', email);
    const booking = answer.body.data;
    const failure = { last_setup_error: { message: 'Your card was declined.' } };
    const first = await setupEvent('setup_intent.setup_failed', booking, failure);
    expect(first.body.data.outcome).toBe('processed');
    // A declined card: the client may save another until the hold's time, as their own answer says.
    expect((await stored(booking._id)).status).toBe('waiting');
    expect(await payments(booking._id)).toMatchObject([
      { kind: 'card_setup', status: 'pending', failureMessage: 'Your card was declined.' },
    ]);
    // The sweep ends it at its time; a success arriving after the release confirms nothing.
    const sweep = t.container.services.booking;
    const now = t.container.clock.now;
    t.container.clock.now = () => new Date(NOW.getTime() + 60 * 60_000);
    try {
      expect(await sweep.releaseUnpaidHolds(DEMO_SALON_ID)).toBeGreaterThan(0);
    } finally {
      t.container.clock.now = now;
    }
    expect((await stored(booking._id)).status).toBe('canceled');
    const late = await setupEvent('setup_intent.succeeded', booking, { payment_method: 'pm_card_visa' });
    expect(late.body.data.outcome).toBe('duplicate');
    expect((await stored(booking._id)).status).toBe('canceled');
    expect(await confirmations(email)).toHaveLength(0);
    // The time is free again.
    expect((await book('13:00', 'stripe.after.release@example.com')).answer.statusCode).toBe(200);
    const unknown = await setupEvent('setup_intent.succeeded', booking, {
      id: 'seti_nobody',
      payment_method: 'pm_card_visa',
    });
    expect(unknown.body.data.outcome).toBe('ignored');
  });
});
