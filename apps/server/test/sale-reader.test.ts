import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { ReaderConnection, SalePaymentOutcome } from '@salon/api/sales/schemas';
import { salePayments, saleSettings } from '../src/db/schema';
import {
  NO_READER,
  StripePaymentProvider,
  type StripePaymentsClient,
} from '../src/modules/payments/stripe-provider';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { subServiceId } from '../src/seed/services-videos';
import { API, DECLINED, key, openSale, VISA, type As } from './sale-steps';
import { useSession, useTestApp } from './use-test-app';

// The desk's card reader: the first tap makes the reader's payment and answers `collect`; the same key
// again, once the reader has the card, has the server confirm it with the provider. Offline the reader is
// simulated (the desk shows it a test card); with Stripe it is Terminal's card-present PaymentIntent,
// captured by the server.

const NOW = new Date('2026-03-16T14:00:00.000Z');

const tap = (as: As, payload: Record<string, unknown>) =>
  as<SalePaymentOutcome>({ method: 'POST', url: `${API}/sales/pay`, payload });
const readerToken = (as: As) => as<ReaderConnection>({ method: 'POST', url: `${API}/sales/reader-token` });

const paymentOf = async (t: ReturnType<typeof useTestApp>, idempotencyKey: string) =>
  (
    await t.database.db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.salonId, DEMO_SALON_ID), eq(salePayments.idempotencyKey, idempotencyKey)))
  )[0]!;

describe('the offline provider’s simulated reader', () => {
  const t = useTestApp({}, { now: () => NOW });
  const owner = useSession(t, 'owner@example.com');
  const stylist = useSession(t, 'stylist@example.com');

  it('waits for the card, leaves a declined card’s sale open with nothing charged, and pays with the next card', async () => {
    const sale = await openSale(owner, [{ kind: 'service', itemId: subServiceId(3) }]);
    const first = key();
    const body = { saleId: sale._id, key: first, method: 'card', reader: true, amountMinor: sale.dueMinor };

    const collect = await tap(owner, body);
    expect(collect.statusCode).toBe(200);
    expect(collect.body.message).toBe('Present the card on the reader');
    expect(collect.body.data).toMatchObject({ outcome: 'collect', clientSecret: null });
    expect(collect.body.data.sale.status).toBe('open');
    const pending = await paymentOf(t, first);
    expect(pending).toMatchObject({ status: 'pending', reader: true, detail: 'Card reader' });
    expect(pending.providerId).toMatch(/^offline_pi_/);

    // Asked again before the reader had a card: still to collect, the same intent.
    expect((await tap(owner, body)).body.data.outcome).toBe('collect');
    expect((await paymentOf(t, first)).providerId).toBe(pending.providerId);
    // Another payment while the reader waits is told to wait.
    const other = await tap(owner, { ...body, key: key(), method: 'cash' });
    expect(other.statusCode).toBe(409);

    const declined = await tap(owner, { ...body, paymentMethod: DECLINED });
    expect(declined.statusCode).toBe(200);
    expect(declined.body.data).toMatchObject({ outcome: 'declined', reason: 'Your card was declined.' });
    expect(declined.body.data.sale).toMatchObject({ status: 'open', dueMinor: sale.dueMinor });
    expect((await paymentOf(t, first)).status).toBe('declined');

    const second = key();
    const again = { ...body, key: second };
    expect((await tap(owner, again)).body.data.outcome).toBe('collect');
    const paid = await tap(owner, { ...again, paymentMethod: VISA });
    expect(paid.statusCode).toBe(200);
    expect(paid.body.message).toBe('Sale paid');
    expect(paid.body.data.outcome).toBe('paid');
    expect(paid.body.data.sale.status).toBe('paid');
    expect(paid.body.data.sale.receipt?.number).toBeGreaterThan(0);
    expect(paid.body.data.sale.payments.map((payment) => payment.detail)).toEqual(['Card reader']);
    // A retry of the paid tap answers the same, and charges nothing more.
    const retried = await tap(owner, { ...again, paymentMethod: VISA });
    expect(retried.body.data.outcome).toBe('paid');
    expect(retried.body.data.sale.receipt?.number).toBe(paid.body.data.sale.receipt?.number);
  });

  it('gives the desk a simulated reader’s token, and a stylist none', async () => {
    const token = await readerToken(owner);
    expect(token.statusCode).toBe(200);
    expect(token.body.data).toMatchObject({ provider: 'offline', location: null, simulated: true });
    expect(token.body.data.secret).toMatch(/^offline_pst_/);
    expect((await readerToken(stylist)).statusCode).toBe(403);
  });
});

/** A recording fake of the Stripe client's Terminal calls and card-present PaymentIntents. */
function fakeTerminal() {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const fake = {
    created: [] as Array<{ params: Stripe.PaymentIntentCreateParams; key: string | undefined }>,
    captured: [] as string[],
    tokens: [] as Array<Stripe.Terminal.ConnectionTokenCreateParams | undefined>,
    /** What the reader does to an intent in the browser: authorises its card, or declines it. */
    reader(id: string, outcome: 'authorised' | 'declined') {
      const intent = intents.get(id)!;
      intents.set(
        id,
        outcome === 'authorised'
          ? { ...intent, status: 'requires_capture' }
          : ({
              ...intent,
              status: 'requires_payment_method',
              last_payment_error: { type: 'card_error', message: 'Your card has insufficient funds.' },
            } as Stripe.PaymentIntent),
      );
    },
    paymentIntents: {
      async create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) {
        fake.created.push({ params, key: options?.idempotencyKey });
        const id = `pi_${(options?.idempotencyKey ?? '').replace(/[^A-Za-z0-9]/g, '')}`;
        if (!intents.has(id)) {
          intents.set(id, {
            id,
            object: 'payment_intent',
            status: 'requires_payment_method',
            client_secret: `${id}_secret_reader`,
            last_payment_error: null,
          } as Stripe.PaymentIntent);
        }
        return intents.get(id)!;
      },
      async confirm(): Promise<Stripe.PaymentIntent> {
        throw new Error('a reader payment is confirmed on the reader, never by the server');
      },
      async retrieve(id: string) {
        return intents.get(id)!;
      },
      async cancel(id: string) {
        intents.set(id, { ...intents.get(id)!, status: 'canceled' });
        return intents.get(id)!;
      },
      async capture(id: string) {
        fake.captured.push(id);
        intents.set(id, { ...intents.get(id)!, status: 'succeeded' });
        return intents.get(id)!;
      },
    },
    terminal: {
      connectionTokens: {
        async create(params?: Stripe.Terminal.ConnectionTokenCreateParams) {
          fake.tokens.push(params);
          return {
            object: 'terminal.connection_token',
            secret: 'pst_test_reader',
          } as Stripe.Terminal.ConnectionToken;
        },
      },
    },
  };
  return fake satisfies StripePaymentsClient;
}

describe('Stripe Terminal at the desk', () => {
  const stripe = fakeTerminal();
  const t = useTestApp({}, { now: () => NOW, payments: new StripePaymentProvider(stripe, 'pk_test_desk') });
  const owner = useSession(t, 'owner@example.com');

  it('makes one card-present intent per tap, a destination charge the server captures once the reader authorised it', async () => {
    const sale = await openSale(owner, [{ kind: 'service', itemId: subServiceId(3) }]);
    const first = key();
    const body = { saleId: sale._id, key: first, method: 'card', reader: true, amountMinor: sale.dueMinor };
    const collects = await Promise.all([tap(owner, body), tap(owner, body)]);
    for (const answer of collects) expect([200, 409]).toContain(answer.statusCode);
    const collect = collects.find((answer) => answer.statusCode === 200)!;
    expect(collect.body.data).toMatchObject({
      outcome: 'collect',
      clientSecret: expect.stringMatching(/_secret_reader$/),
    });
    const intentId = (await paymentOf(t, first)).providerId!;
    expect(new Set(stripe.created.map((created) => created.key))).toEqual(new Set([`sale-${first}`]));
    expect(stripe.created[0]!.params).toMatchObject({
      amount: sale.dueMinor,
      currency: 'usd',
      allowed_payment_method_types: ['card_present'],
      capture_method: 'manual',
      metadata: { sale_id: sale._id, salon_id: DEMO_SALON_ID, entry: 'reader' },
      transfer_data: { destination: expect.any(String) },
    });

    // The reader declines the card: nothing captured, the sale stays open.
    stripe.reader(intentId, 'declined');
    const declined = await tap(owner, body);
    expect(declined.body.data).toMatchObject({
      outcome: 'declined',
      reason: 'Your card has insufficient funds.',
    });
    expect(stripe.captured).toEqual([]);

    // The next tap, a new intent; the reader authorises it and the server captures it.
    const second = key();
    await tap(owner, { ...body, key: second });
    const secondIntent = (await paymentOf(t, second)).providerId!;
    expect((await tap(owner, { ...body, key: second })).body.data.outcome).toBe('collect');
    stripe.reader(secondIntent, 'authorised');
    const paid = await tap(owner, { ...body, key: second });
    expect(paid.body.data.outcome).toBe('paid');
    expect(paid.body.data.sale.status).toBe('paid');
    expect(stripe.captured).toEqual([secondIntent]);
    // Asked again, it is paid already: no second capture.
    expect((await tap(owner, { ...body, key: second })).body.data.outcome).toBe('paid');
    expect(stripe.captured).toEqual([secondIntent]);
  });

  it('tokens reach the salon’s location; without one only the simulated reader of test keys', async () => {
    const simulated = await readerToken(owner);
    expect(simulated.body.data).toEqual({
      provider: 'stripe',
      secret: 'pst_test_reader',
      location: null,
      simulated: true,
    });
    expect(stripe.tokens.at(-1)).toEqual({});

    await t.database.db
      .insert(saleSettings)
      .values({
        salonId: DEMO_SALON_ID,
        taxLabel: 'Sales tax',
        serviceTaxBp: 0,
        serviceTaxInclusive: false,
        productTaxBp: 0,
        productTaxInclusive: false,
        tipPresets: [10, 15, 20],
        readerLocation: 'tml_salon_front',
      })
      .onConflictDoUpdate({ target: saleSettings.salonId, set: { readerLocation: 'tml_salon_front' } });
    const located = await readerToken(owner);
    expect(located.body.data).toMatchObject({ location: 'tml_salon_front' });
    expect(stripe.tokens.at(-1)).toEqual({ location: 'tml_salon_front' });
  });
});

describe('Stripe Terminal with live keys', () => {
  const stripe = fakeTerminal();
  const t = useTestApp({}, { now: () => NOW, payments: new StripePaymentProvider(stripe, 'pk_live_desk') });
  const owner = useSession(t, 'owner@example.com');

  it('gives no token to a salon without a reader location: it would reach every reader of the platform', async () => {
    const refused = await readerToken(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(NO_READER);
    expect(stripe.tokens).toEqual([]);
  });
});
