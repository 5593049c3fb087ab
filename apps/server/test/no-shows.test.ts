import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { NoShowCharge } from '@salon/api/appointments/schemas';
import type { BookingConfirmation, CancelInfo } from '@salon/api/booking/schemas';
import type { FeePayment } from '@salon/api/booking/fee-payments';
import { appointmentPayments, appointments } from '../src/db/schema';
import { StripePaymentProvider, type StripePaymentsClient } from '../src/modules/payments/stripe-provider';
import { TEST_CARDS } from '../src/modules/payments/test-cards';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { createSlot, websiteBooking } from './booking-steps';
import { call, type TestApp } from './helper';
import { useSession, useTestApp, type Session } from './use-test-app';

/*
 * Card on file and no-shows (issue 22 item 4): staff mark a visit No-show from the calendar, which charges
 * the salon's no-show fee off-session to the card on file, once whatever the retries; a bank that asks
 * for authentication gets the client an e-mail with a payment link, paid through it; a client's cancel
 * inside the policy window charges the late-cancellation fee. Offline test cards, and Stripe through a
 * fake of its client. Clock pinned to Tuesday 1 December 2026, 06:00 in New York (EST).
 */
const NOW = new Date('2026-12-01T11:00:00.000Z');
const API = '/api/v1';

async function setFees(owner: Session) {
  const saved = await owner({
    method: 'POST',
    url: `${API}/booking-policy/update`,
    payload: {
      cutoffMinutes: 1440,
      noShowFee: 25,
      lateCancelFee: 10,
      paymentPolicyText: 'No-shows pay $25.',
    },
  });
  expect(saved.statusCode, saved.body.message).toBe(200);
}

/** A website booking whose card was saved at booking (`paymentMethodId`: the provider's saved card). */
async function bookWithCard(
  t: TestApp,
  owner: Session,
  date: string,
  time: string,
  email: string,
  card: { customerId: string; paymentMethodId: string } | null,
) {
  const slot = await createSlot(owner, date, time);
  const answer = await call<BookingConfirmation>(t.app, {
    method: 'POST',
    url: `${API}/public/appointment/add-appointment-from-website`,
    payload: websiteBooking(slot, date, { email }),
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  if (card) {
    await t.database.db
      .update(appointments)
      .set({
        paymentPolicy: 'card',
        paymentCustomerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
      })
      .where(eq(appointments.id, answer.body.data._id));
  }
  return answer.body.data;
}

/** Saves a test card with the offline provider, as the booking step does. */
async function savedOfflineCard(t: TestApp, number: string) {
  const setup = await t.container.payments.createCardSetup({
    appointmentId: '00000000-0000-4000-8000-000000000000',
    salonId: DEMO_SALON_ID,
    client: { name: 'Client', email: 'client@example.com' },
    idempotencyKey: `setup-${number}`,
  });
  const saved = await t.container.payments.confirmCardSetup(setup.setupId, number);
  if (saved.status === 'succeeded')
    return { customerId: setup.customerId, paymentMethodId: saved.paymentMethodId };
  // 3155 is saved after the authentication dialog at booking.
  const approved = await t.container.payments.afterCardSetupAuthentication(setup.setupId, true);
  if (approved.status !== 'succeeded') throw new Error('card not saved');
  return { customerId: setup.customerId, paymentMethodId: approved.paymentMethodId };
}

async function feeRows(t: TestApp, appointmentId: string) {
  return t.database.db
    .select()
    .from(appointmentPayments)
    .where(
      and(
        eq(appointmentPayments.salonId, DEMO_SALON_ID),
        eq(appointmentPayments.appointmentId, appointmentId),
      ),
    );
}

const markNoShow = (as: Session, id: string) =>
  as<NoShowCharge>({ method: 'POST', url: `${API}/appointment/no-show/${id}` });
const noShowQuote = (as: Session, id: string) =>
  as<NoShowCharge>({ method: 'GET', url: `${API}/appointment/no-show/${id}` });

async function mailTo(t: TestApp, email: string, subject: string) {
  const mails = await t.mails();
  return mails.filter((mail) => mail.to === email && mail.subject.startsWith(subject));
}

/** The cancel link's token of the client's booking confirmation. */
async function cancelTokenOf(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailTo(t, email, 'Your appointment');
  return /cancel-appointment\?token=([\w.-]+)/.exec(mail!.text)![1]!;
}

function payToken(text: string): string {
  return /pay-appointment-fee\?token=([\w.-]+)/.exec(text)![1]!;
}

describe('no-shows with the offline provider', () => {
  const t = useTestApp({}, { now: () => NOW });
  const owner = useSession(t, 'owner@example.com');
  const manager = useSession(t, 'manager@example.com');
  const stylist = useSession(t, 'stylist@example.com');
  const after = (iso: string) => (t.container.clock.now = () => new Date(iso));

  it('shows the fee and the card, charges the no-show fee once however often it is marked', async () => {
    await setFees(owner);
    const card = await savedOfflineCard(t, TEST_CARDS.succeeds);
    const visit = await bookWithCard(t, owner, '2026-12-02', '07:00', 'noshow.paid@example.com', card);
    // Before the start: nothing to mark.
    const early = await markNoShow(owner, visit._id);
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe('A visit can be marked a no-show once its start time has passed');
    after('2026-12-02T12:30:00.000Z'); // 07:30, half an hour after the start
    try {
      const quote = await noShowQuote(manager, visit._id);
      expect(quote.body.data).toMatchObject({
        fee: 25,
        card: 'Card ending 4242',
        charge: null,
        noShowAt: null,
      });
      // A stylist may not charge a client (calendar.chargeFees: salon, manager, superadmin).
      expect((await markNoShow(stylist, visit._id)).statusCode).toBe(403);
      expect((await noShowQuote(stylist, visit._id)).statusCode).toBe(403);

      const marked = await markNoShow(owner, visit._id);
      expect(marked.statusCode, marked.body.message).toBe(200);
      expect(marked.body.message).toBe('Marked as no-show. The no-show fee was charged to the card on file');
      expect(marked.body.data.charge).toMatchObject({ kind: 'no_show_fee', amount: 25, status: 'succeeded' });
      expect(marked.body.data.noShowAt).toBe('2026-12-02T12:30:00.000Z');
      const [again, twice] = await Promise.all([
        markNoShow(owner, visit._id),
        markNoShow(manager, visit._id),
      ]);
      expect(again.body.data.charge?._id).toBe(marked.body.data.charge?._id);
      expect(twice.body.data.charge?._id).toBe(marked.body.data.charge?._id);
      const rows = await feeRows(t, visit._id);
      expect(rows.filter((row) => row.kind === 'no_show_fee')).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        amountCents: 2500,
        status: 'succeeded',
        providerId: expect.stringMatching(/^offline_pi_/),
      });
      const receipts = await mailTo(t, 'noshow.paid@example.com', 'Receipt: no-show fee');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.text).toContain('$25.00 (no-show fee)');
      expect(receipts[0]!.text).toContain('Payment policy: No-shows pay $25.');
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it('e-mails a payment link when the bank asks for authentication, and the client pays through it', async () => {
    const card = await savedOfflineCard(t, TEST_CARDS.requiresAuthentication);
    const visit = await bookWithCard(t, owner, '2026-12-02', '08:00', 'noshow.3ds@example.com', card);
    after('2026-12-02T13:30:00.000Z');
    try {
      const marked = await markNoShow(owner, visit._id);
      expect(marked.body.message).toBe(
        'Marked as no-show. The bank asks the client to confirm this payment: we e-mailed them a payment link',
      );
      expect(marked.body.data.charge?.status).toBe('requires_action');
      const [mail] = await mailTo(t, 'noshow.3ds@example.com', 'Please confirm the no-show fee');
      expect(mail!.text).toMatch(/\/salon\/demo-salon\/pay-appointment-fee\?token=/);
      const token = payToken(mail!.text);

      const page = await call<FeePayment>(t.app, {
        method: 'GET',
        url: `${API}/public/appointment/fee-payment?token=${token}`,
      });
      expect(page.body.data).toMatchObject({
        provider: 'offline',
        amount: 25,
        charge: { status: 'requires_action' },
      });
      const pay = (approve: boolean) =>
        call<FeePayment>(t.app, {
          method: 'POST',
          url: `${API}/public/appointment/pay-fee`,
          payload: { token, approve },
        });
      const paid = await pay(true);
      expect(paid.statusCode, paid.body.message).toBe(200);
      expect(paid.body.message).toBe('Thank you, the payment is complete');
      expect(paid.body.data.charge?.status).toBe('succeeded');
      // Paying again changes nothing.
      expect((await pay(true)).body.data.charge?.status).toBe('succeeded');
      expect(await mailTo(t, 'noshow.3ds@example.com', 'Receipt: no-show fee')).toHaveLength(1);
      // A link the server did not sign (a cancel link's token) opens nothing.
      const cancelToken = await cancelTokenOf(t, 'noshow.3ds@example.com');
      const forged = await call(t.app, {
        method: 'GET',
        url: `${API}/public/appointment/fee-payment?token=${cancelToken}`,
      });
      expect(forged.statusCode).toBe(404);
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it('the payment link: a tampered token opens nothing, a declined bank step is declined, paid is paid once', async () => {
    await setFees(owner);
    const card = await savedOfflineCard(t, TEST_CARDS.requiresAuthentication);
    const paidVisit = await bookWithCard(t, owner, '2026-12-02', '21:00', 'fee.paid@example.com', card);
    const declinedVisit = await bookWithCard(
      t,
      owner,
      '2026-12-02',
      '21:30',
      'fee.declined@example.com',
      card,
    );
    after('2026-12-03T03:00:00.000Z'); // 22:00, after both
    try {
      await markNoShow(owner, paidVisit._id);
      await markNoShow(owner, declinedVisit._id);
      const tokenOf = async (email: string) =>
        payToken((await mailTo(t, email, 'Please confirm the no-show fee'))[0]!.text);
      const paidToken = await tokenOf('fee.paid@example.com');
      const declinedToken = await tokenOf('fee.declined@example.com');
      const page = (token: string) =>
        call<FeePayment>(t.app, {
          method: 'GET',
          url: `${API}/public/appointment/fee-payment?token=${token}`,
        });
      const pay = (token: string, approve: boolean) =>
        call<FeePayment>(t.app, {
          method: 'POST',
          url: `${API}/public/appointment/pay-fee`,
          payload: { token, approve },
        });

      // One character of the signature changed: the server did not sign it.
      const last = paidToken.at(-1) === 'A' ? 'B' : 'A';
      const tampered = `${paidToken.slice(0, -1)}${last}`;
      for (const answer of [await page(tampered), await pay(tampered, true)]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body.message).toBe('This payment link is not valid');
      }

      const declined = await pay(declinedToken, false);
      expect(declined.statusCode, declined.body.message).toBe(200);
      expect(declined.body.message).toBe('The payment was not completed. Please contact the salon.');
      expect(declined.body.data.charge?.status).toBe('failed');
      expect((await page(declinedToken)).body.data.charge?.status).toBe('failed');
      // Nothing awaits the client any more.
      const again = await pay(declinedToken, true);
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe('There is nothing to pay for this appointment');

      expect((await pay(paidToken, true)).body.data.charge?.status).toBe('succeeded');
      const second = await pay(paidToken, true);
      expect(second.statusCode).toBe(200);
      expect(second.body.message).toBe('Thank you, the payment is complete');
      const rows = (await feeRows(t, paidVisit._id)).filter((row) => row.kind === 'no_show_fee');
      expect(rows.map((row) => row.status)).toEqual(['succeeded']);
      expect(await mailTo(t, 'fee.paid@example.com', 'Receipt: no-show fee')).toHaveLength(1);
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it('a declined card or no card: the visit is still a no-show, with a clear message', async () => {
    const declined = await bookWithCard(t, owner, '2026-12-02', '20:00', 'noshow.declined@example.com', {
      customerId: 'offline_cus_x',
      paymentMethodId: `offline_pm_${TEST_CARDS.declined}`,
    });
    const bare = await bookWithCard(t, owner, '2026-12-02', '20:30', 'noshow.bare@example.com', null);
    after('2026-12-03T02:00:00.000Z'); // 21:00, after both
    try {
      const refused = await markNoShow(owner, declined._id);
      expect(refused.statusCode).toBe(200);
      expect(refused.body.message).toBe('Marked as no-show, but the card on file was declined');
      expect(refused.body.data).toMatchObject({
        noShowAt: expect.any(String),
        charge: { status: 'failed', failureMessage: 'Your card was declined.' },
      });
      const none = await markNoShow(owner, bare._id);
      expect(none.body.message).toBe(
        'Marked as no-show. No card is on file for this visit, so the fee could not be charged',
      );
      expect(none.body.data).toMatchObject({
        noShowAt: expect.any(String),
        card: null,
        charge: { status: 'failed' },
      });
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it('charges the late-cancellation fee for a cancel inside the window, and none outside it', async () => {
    const card = await savedOfflineCard(t, TEST_CARDS.succeeds);
    const late = await bookWithCard(t, owner, '2026-12-02', '06:30', 'late.cancel@example.com', card);
    const early = await bookWithCard(t, owner, '2026-12-03', '06:30', 'early.cancel@example.com', card);
    const tokens = {
      [late._id]: await cancelTokenOf(t, 'late.cancel@example.com'),
      [early._id]: await cancelTokenOf(t, 'early.cancel@example.com'),
    };
    const info = (id: string) =>
      call<CancelInfo>(t.app, {
        method: 'GET',
        url: `${API}/public/appointment/cancel-info?token=${tokens[id]}`,
      });
    const cancel = (id: string) =>
      call<CancelInfo>(t.app, {
        method: 'POST',
        url: `${API}/public/appointment/cancel-by-token`,
        payload: { token: tokens[id] },
      });

    after('2026-12-02T00:00:00.000Z'); // 19:00: 11.5 hours before the first, 35.5 before the second
    try {
      expect((await info(late._id)).body.data).toMatchObject({ cancellable: true, lateCancelFee: 10 });
      const cancelled = await cancel(late._id);
      expect(cancelled.statusCode, cancelled.body.message).toBe(200);
      expect(await cancel(late._id)).toMatchObject({ statusCode: 200 });
      const rows = await feeRows(t, late._id);
      expect(rows.filter((row) => row.kind === 'late_cancel_fee')).toMatchObject([
        { amountCents: 1000, status: 'succeeded' },
      ]);
      expect(await mailTo(t, 'late.cancel@example.com', 'Receipt: late-cancellation fee')).toHaveLength(1);
      // The cancellation e-mail itself says what the cancel charged, and to which card (once).
      const [cancelMail, ...again] = await mailTo(
        t,
        'late.cancel@example.com',
        'Cancelled: your appointment',
      );
      expect(again).toEqual([]);
      expect(cancelMail!.text).toMatch(/Late cancellation fee:\s+\$10\.00 charged to the card ending 4242/);
      expect(cancelMail!.html).toContain('$10.00 charged to the card ending 4242');

      expect((await info(early._id)).body.data).toMatchObject({ cancellable: true, lateCancelFee: null });
      expect((await cancel(early._id)).statusCode).toBe(200);
      expect(await feeRows(t, early._id)).toEqual([]);
      const [earlyMail] = await mailTo(t, 'early.cancel@example.com', 'Cancelled: your appointment');
      expect(earlyMail!.text).not.toContain('fee');
    } finally {
      t.container.clock.now = () => NOW;
    }
  });
});

/** A Stripe client keeping PaymentIntents in memory: an off-session charge of a saved card decides by the card. */
function fakeStripe(): StripePaymentsClient & {
  created: number;
  intents: Map<string, Stripe.PaymentIntent>;
} {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const fake = {
    created: 0,
    intents,
    paymentIntents: {
      async create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) {
        const id = `pi_${options?.idempotencyKey ?? fake.created}`.replace(/[^A-Za-z0-9_]/g, '');
        if (!intents.has(id)) {
          fake.created += 1;
          const authenticate = params.payment_method === 'pm_card_authenticationRequired';
          const status =
            authenticate || params.payment_method === 'pm_card_visa_chargeDeclined'
              ? 'requires_payment_method'
              : 'succeeded';
          intents.set(id, {
            id,
            object: 'payment_intent',
            amount: params.amount,
            status,
            client_secret: `${id}_secret_x`,
            metadata: params.metadata,
            transfer_data: params.transfer_data,
            application_fee_amount: params.application_fee_amount,
            // As Stripe leaves an off-session charge the bank wants authenticated.
            last_payment_error: authenticate
              ? { code: 'authentication_required', message: 'This payment requires authentication.' }
              : null,
          } as unknown as Stripe.PaymentIntent);
        }
        const intent = intents.get(id)!;
        // Stripe answers an off-session charge the bank refuses or wants authenticated with a card error.
        if (params.off_session && intent.last_payment_error?.code === 'authentication_required') {
          throw Object.assign(new Error('This payment requires authentication.'), {
            type: 'StripeCardError',
            code: 'authentication_required',
            payment_intent: intent,
          });
        }
        if (params.off_session && intent.status === 'requires_payment_method') {
          throw Object.assign(new Error('Your card was declined.'), {
            type: 'StripeCardError',
            code: 'card_declined',
            payment_intent: intent,
          });
        }
        return intent;
      },
      async confirm(id: string) {
        return intents.get(id)!;
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
  return fake;
}

describe('no-shows with Stripe', () => {
  const stripe = fakeStripe();
  const t = useTestApp(
    {},
    { now: () => NOW, payments: new StripePaymentProvider(stripe, 'pk_test_noshow'), platformFeePercent: 10 },
  );
  const owner = useSession(t, 'owner@example.com');
  const after = (iso: string) => (t.container.clock.now = () => new Date(iso));

  it('charges the saved card off-session once, and asks the client to authenticate through the link', async () => {
    await setFees(owner);
    const paid = await bookWithCard(t, owner, '2026-12-02', '07:00', 'stripe.paid@example.com', {
      customerId: 'cus_paid',
      paymentMethodId: 'pm_card_visa',
    });
    const sca = await bookWithCard(t, owner, '2026-12-02', '08:00', 'stripe.sca@example.com', {
      customerId: 'cus_sca',
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    after('2026-12-02T14:00:00.000Z');
    try {
      const first = await markNoShow(owner, paid._id);
      expect(first.body.data.charge).toMatchObject({ status: 'succeeded', amount: 25 });
      await markNoShow(owner, paid._id);
      expect(stripe.created).toBe(1);
      // The fee is the salon's money: a destination charge to its account, less the platform's 10 %.
      expect([...stripe.intents.values()][0]).toMatchObject({
        amount: 2500,
        metadata: { kind: 'no_show_fee' },
        transfer_data: { destination: expect.stringMatching(/acct_/) },
        application_fee_amount: 250,
      });

      const asked = await markNoShow(owner, sca._id);
      expect(asked.body.data.charge?.status).toBe('requires_action');
      const [mail] = await mailTo(t, 'stripe.sca@example.com', 'Please confirm the no-show fee');
      const token = payToken(mail!.text);
      const page = await call<FeePayment>(t.app, {
        method: 'GET',
        url: `${API}/public/appointment/fee-payment?token=${token}`,
      });
      expect(page.body.data).toMatchObject({
        provider: 'stripe',
        publishableKey: 'pk_test_noshow',
        clientSecret: expect.stringContaining('_secret_'),
      });
      // The client completes the bank's step in the page (Stripe.js); the server then asks Stripe.
      const row = (await feeRows(t, sca._id))[0]!;
      stripe.intents.get(row.providerId!)!.status = 'succeeded';
      const done = await call<FeePayment>(t.app, {
        method: 'POST',
        url: `${API}/public/appointment/pay-fee`,
        payload: { token },
      });
      expect(done.body.data.charge?.status).toBe('succeeded');
      expect(stripe.created).toBe(2);
    } finally {
      t.container.clock.now = () => NOW;
    }
  });
});
