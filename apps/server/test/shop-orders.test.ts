import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Order, PaymentResult, PlacedOrder } from '@salon/api/orders/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { orders, products, users } from '../src/db/schema';
import { TEST_CARDS } from '../src/modules/payments/test-cards';
import { StripePaymentProvider, type StripePaymentsClient } from '../src/modules/payments/stripe-provider';
import { DEMO_COUPON_CODE } from '../src/seed/coupons';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { call, injectAs, type TestApp } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { orderBody } from './matrix/shop-orders';

const API = '/api/v1';
const WEBHOOK_SECRET = 'whsec_test_secret_for_the_shop';

type As = Awaited<ReturnType<typeof injectAs>>;

async function stockOf(t: TestApp, id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

async function setStock(t: TestApp, id: string, stock: number): Promise<void> {
  await t.database.db.update(products).set({ stock }).where(eq(products.id, id));
}

const place = (as: As, payload: Record<string, unknown>) =>
  as<PlacedOrder>({ method: 'POST', url: `${API}/product/add-order`, payload });
const pay = (as: As, orderID: string, transactionId: string) =>
  as<PaymentResult>({ method: 'POST', url: `${API}/product/payment`, payload: { orderID, transactionId } });
const confirm = (as: As, orderID: string, approve: boolean) =>
  as<PaymentResult>({ method: 'POST', url: `${API}/product/confirm-payment`, payload: { orderID, approve } });

/** A second customer of Demo Salon, made for a test, signed in. */
async function newCustomer(t: TestApp, n: number): Promise<As> {
  const [client] = await t.database.db.select().from(users).where(eq(users.id, DEMO_USER_IDS.client));
  await t.repositories.accounts.create({
    role: 'user',
    name: `Customer ${n}`,
    email: `customer${n}@example.com`,
    salonId: DEMO_SALON_ID,
    passwordHash: client!.passwordHash,
  });
  return injectAs(t.app, `customer${n}@example.com`);
}

describe('checkout with the offline provider', () => {
  const t = useTestApp();
  const client = useSession(t, 'client@example.com');
  const owner = useSession(t, 'owner@example.com');

  it('prices the order from the server data, applies the coupon and ignores the browser totals', async () => {
    const before = await stockOf(t, productId(1));
    const answer = await place(
      client,
      orderBody({
        items: [
          { productId: productId(1), quantity: 2 },
          { productId: productId(4), quantity: 1 },
        ],
        couponCode: 'welcome10',
        amount: 10,
        otherAmount: 0,
        totalAmount: 10,
        orderType: 'by cash',
      }),
    );
    expect(answer.statusCode, answer.body.message).toBe(200);
    const order = answer.body.data.orderDetails;
    expect(order).toMatchObject({
      amount: 5000,
      discount: 500,
      couponCode: DEMO_COUPON_CODE,
      otherAmount: 0,
      totalAmount: 4500,
      paymentStatus: 'unpaid',
      orderStatus: 'Pending',
    });
    expect(order.items.map((item) => [item.productName, item.productPrice, item.quantity])).toEqual([
      ['Argan Repair Shampoo', 1800, 2],
      ['Sea Salt Spray', 1400, 1],
    ]);
    expect(answer.body.data.payment).toEqual({
      provider: 'offline',
      clientSecret: null,
      publishableKey: null,
    });
    expect(await stockOf(t, productId(1))).toBe(before - 2);
    // Not in the salon's list until paid.
    const salonList = await owner<Paged<Order>>({ method: 'GET', url: `${API}/product/get-order-by-salon` });
    expect(salonList.body.data.result.map((item) => item._id)).not.toContain(order._id);

    const paid = await pay(client, order._id, '4242 4242 4242 4242');
    expect(paid.statusCode, paid.body.message).toBe(200);
    expect(paid.body.message).toBe('Your payment is successful');
    expect(paid.body.data).toMatchObject({ status: 'succeeded', order: { paymentStatus: 'paid' } });
    const listed = await owner<Paged<Order>>({ method: 'GET', url: `${API}/product/get-order-by-salon` });
    expect(listed.body.data.result[0]).toMatchObject({ _id: order._id, totalAmount: 4500 });
    // The confirmation e-mail went to the outbox with the server's totals.
    const mail = (await t.mails()).find(
      (item) => item.subject === `Your order #${order.orderId} at Demo Salon`,
    );
    expect(mail?.to).toBe('client@example.com');
    expect(mail?.text).toContain('Total paid: $45.00');
    // Paying again answers the same success and changes nothing.
    expect((await pay(client, order._id, TEST_CARDS.succeeds)).body.data.status).toBe('succeeded');
  });

  it('answers a retried submit with the first order and takes the stock once', async () => {
    const before = await stockOf(t, productId(2));
    const body = orderBody({ items: [{ productId: productId(2), quantity: 3 }] });
    const answers = await Promise.all([place(client, body), place(client, body), place(client, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.data.orderDetails._id));
    expect(ids.size).toBe(1);
    const again = await place(client, body);
    expect(again.body.data.orderDetails._id).toBe([...ids][0]);
    expect(await stockOf(t, productId(2))).toBe(before - 3);
  });

  it('refuses more than the stock with 409 and a message, changing nothing', async () => {
    await setStock(t, productId(3), 2);
    const answer = await place(client, orderBody({ items: [{ productId: productId(3), quantity: 3 }] }));
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe(
      'Only 2 units of Silk Protein Hair Mask left in stock. Please lower the quantity.',
    );
    const out = await place(client, orderBody({ items: [{ productId: productId(5), quantity: 1 }] }));
    expect(out.statusCode).toBe(409);
    expect(out.body.message).toBe('Matte Clay Pomade is out of stock. Please remove it from your cart.');
    expect(await stockOf(t, productId(3))).toBe(2);
  });

  it('refuses bad input (400), a coupon that does not apply, and staff or anonymous callers', async () => {
    const bad = await place(client, orderBody({ items: [] }));
    expect(bad.statusCode).toBe(400);
    const noKey = await place(client, orderBody({ idempotencyKey: 'short' }));
    expect(noKey.statusCode).toBe(400);
    const noName = await place(
      client,
      orderBody({
        shippingAddress: { firstName: '', lastName: 'W', address: 'a', city: 'd', state: 'b', zipcode: 'c' },
      }),
    );
    expect(noName.statusCode).toBe(400);
    const coupon = await place(client, orderBody({ couponCode: 'SUMMER20' }));
    expect(coupon.statusCode).toBe(400);
    expect(coupon.body.message).toBe('This coupon code is not valid');
    const otherSalon = await place(client, orderBody({ name: 'second-salon' }));
    expect(otherSalon.statusCode).toBe(403);
    const staff = await place(owner, orderBody());
    expect(staff.statusCode).toBe(403);
    expect(staff.body.message).toBe('Please Login First');
    const anonymous = await call(t.app, {
      method: 'POST',
      url: `${API}/product/add-order`,
      payload: orderBody(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes a card that requires authentication through its extra step', async () => {
    const order = (await place(client, orderBody())).body.data.orderDetails;
    const first = await pay(client, order._id, TEST_CARDS.requiresAuthentication);
    expect(first.body.data).toMatchObject({
      status: 'requires_action',
      order: { paymentStatus: 'requires_action' },
    });
    const done = await confirm(client, order._id, true);
    expect(done.body.data).toMatchObject({ status: 'succeeded', order: { paymentStatus: 'paid' } });
  });

  it('a declined card or a refused authentication leaves no paid order and gives the stock back', async () => {
    const before = await stockOf(t, productId(4));
    const order = (await place(client, orderBody({ items: [{ productId: productId(4), quantity: 2 }] }))).body
      .data.orderDetails;
    expect(await stockOf(t, productId(4))).toBe(before - 2);
    const declined = await pay(client, order._id, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    expect(await stockOf(t, productId(4))).toBe(before);
    const retry = await pay(client, order._id, TEST_CARDS.succeeds);
    expect(retry.statusCode).toBe(409);
    const history = await client<Paged<Order>>({ method: 'GET', url: `${API}/product/get-order-by-user` });
    expect(history.body.data.result.map((item) => item._id)).not.toContain(order._id);

    const other = (await place(client, orderBody())).body.data.orderDetails;
    await pay(client, other._id, TEST_CARDS.requiresAuthentication);
    const refused = await confirm(client, other._id, false);
    expect(refused.statusCode).toBe(402);
    const notATestCard = (await place(client, orderBody())).body.data.orderDetails;
    expect((await pay(client, notATestCard._id, '5555555555554444')).statusCode).toBe(402);
  });

  it('shows customers their own orders only; another customer order answers 404', async () => {
    const mine = (await place(client, orderBody())).body.data.orderDetails;
    await pay(client, mine._id, TEST_CARDS.succeeds);
    const history = await client<Paged<Order>>({
      method: 'GET',
      url: `${API}/product/get-order-by-user?pageNumber=1&pageSize=3`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.body.data.result).toHaveLength(3);
    expect(history.body.data.result[0]!._id).toBe(mine._id);
    expect(history.body.data.totalPageSize).toBeGreaterThan(1);

    const someoneElse = await newCustomer(t, 900);
    const theirs = await someoneElse<Order>({
      method: 'GET',
      url: `${API}/product/get-order-by-id?orderId=${mine._id}`,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await pay(someoneElse, mine._id, TEST_CARDS.succeeds)).statusCode).toBe(404);
    const theirHistory = await someoneElse<Paged<Order>>({
      method: 'GET',
      url: `${API}/product/get-order-by-user`,
    });
    expect(theirHistory.body.data.totalCount).toBe(0);
    const own = await client<Order>({
      method: 'GET',
      url: `${API}/product/get-order-by-id?orderId=${mine._id}`,
    });
    expect(own.body.data).toMatchObject({ _id: mine._id, paymentStatus: 'paid' });
  });

  it('gives back the stock of checkouts abandoned for 30 minutes', async () => {
    const before = await stockOf(t, productId(7));
    const order = (await place(client, orderBody({ items: [{ productId: productId(7), quantity: 1 }] }))).body
      .data.orderDetails;
    expect(await stockOf(t, productId(7))).toBe(before - 1);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(orders.id, order._id));
    expect(await t.container.services.orders.releaseAbandoned(DEMO_SALON_ID)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, productId(7))).toBe(before);
    expect((await pay(client, order._id, TEST_CARDS.succeeds)).statusCode).toBe(409);
  });

  it('the owner marks a paid order Completed and the customer is e-mailed', async () => {
    const order = (await place(client, orderBody())).body.data.orderDetails;
    await pay(client, order._id, TEST_CARDS.succeeds);
    const done = await owner<Order>({
      method: 'PATCH',
      url: `${API}/product/change-order-status?orderID=${order._id}`,
      payload: { orderStatus: 'Completed' },
    });
    expect(done.statusCode).toBe(200);
    const mails = await t.mails();
    expect(mails.some((mail) => mail.subject === `Your order #${order.orderId} is completed`)).toBe(true);
    // An unpaid order is not the salon's to complete.
    const unpaid = (await place(client, orderBody())).body.data.orderDetails;
    const refused = await owner({
      method: 'PATCH',
      url: `${API}/product/change-order-status?orderID=${unpaid._id}`,
      payload: { orderStatus: 'Completed' },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('twenty customers ordering the last five units at once', () => {
  const t = useTestApp();

  it('lets exactly five succeed, answers the rest 409, ends at zero stock, never a 5xx', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(t, i + 1)));
    await setStock(t, productId(8), 5);
    const answers = await Promise.all(
      customers.map((customer) =>
        place(customer, orderBody({ items: [{ productId: productId(8), quantity: 1 }] })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.body.message).toBe(
        'Ionic Travel Hair Dryer is out of stock. Please remove it from your cart.',
      );
    }
    expect(await stockOf(t, productId(8))).toBe(0);
    const numbers = answers.filter((a) => a.statusCode === 200).map((a) => a.body.data.orderDetails.orderId);
    expect(new Set(numbers).size).toBe(5);
  }, 120_000);
});

/** A Stripe client that keeps PaymentIntents in memory; the test card numbers decide as on Stripe. */
function fakeStripe(): StripePaymentsClient & {
  created: number;
  confirmed: Stripe.PaymentIntentConfirmParams[];
} {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const fake = {
    created: 0,
    confirmed: [] as Stripe.PaymentIntentConfirmParams[],
    paymentIntents: {
      async create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) {
        const id = `pi_${options?.idempotencyKey ?? fake.created}`.replace(/[^A-Za-z0-9_]/g, '');
        if (!intents.has(id)) {
          fake.created += 1;
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
        if (params) fake.confirmed.push(params);
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
  return fake;
}

function signed(payload: string, secret = WEBHOOK_SECRET) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

function intentEvent(id: string, type: string, intentId: string, orderId: string) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        metadata: { order_id: orderId, salon_id: DEMO_SALON_ID },
      },
    },
  });
}

describe('checkout with Stripe, paid by the signed webhook', () => {
  const stripe = fakeStripe();
  const t = useTestApp(
    {},
    { payments: new StripePaymentProvider(stripe, 'pk_test_shop'), stripeWebhookSecret: WEBHOOK_SECRET },
  );
  const client = useSession(t, 'client@example.com');

  const webhook = (payload: string, signature: string) =>
    call(t.app, {
      method: 'POST',
      url: `${API}/webhooks/stripe`,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  /** Delivers the signed event twice: the first delivery answers `outcome`, the second `duplicate`. */
  async function expectHandledOnce(payload: string, outcome: string) {
    expect((await webhook(payload, signed(payload))).body.data).toEqual({ received: true, outcome });
    expect((await webhook(payload, signed(payload))).body.data).toEqual({
      received: true,
      outcome: 'duplicate',
    });
  }

  it('makes one PaymentIntent per order and marks it paid only on the signed webhook, once', async () => {
    const body = orderBody();
    const placed = await place(client, body);
    expect(placed.body.data.payment).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_shop',
      clientSecret: expect.stringContaining('_secret_'),
    });
    await place(client, body);
    expect(stripe.created).toBe(1);
    const order = placed.body.data.orderDetails;
    const paying = await pay(client, order._id, 'pm_card_visa');
    expect(paying.body.data).toMatchObject({ status: 'processing', order: { paymentStatus: 'processing' } });
    // A card sent away for 3-D Secure comes back to the order's payment page.
    expect(stripe.confirmed.at(-1)).toMatchObject({
      payment_method: 'pm_card_visa',
      return_url: expect.stringMatching(new RegExp(`/salon/demo-salon/transaction/${order._id}$`)),
    });
    // A second click while Stripe settles: 409 'not payable', and no second charge.
    const secondClick = await pay(client, order._id, 'pm_card_visa');
    expect(secondClick.statusCode).toBe(409);
    expect(secondClick.body).toMatchObject({ code: 'not_payable' });
    expect(stripe.confirmed).toHaveLength(1);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    const payload = intentEvent('evt_paid_1', 'payment_intent.succeeded', row!.paymentIntentId!, order._id);

    // A tampered body (or a wrong secret) answers 400 and changes nothing.
    const tampered = payload.replace('payment_intent.succeeded', 'payment_intent.succeeded ');
    expect((await webhook(tampered, signed(payload))).statusCode).toBe(400);
    expect((await webhook(payload, signed(payload, 'whsec_wrong'))).statusCode).toBe(400);
    expect((await webhook(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const stillOpen = await client<Order>({
      method: 'GET',
      url: `${API}/product/get-order-by-id?orderId=${order._id}`,
    });
    expect(stillOpen.body.data.paymentStatus).toBe('processing');

    const first = await webhook(payload, signed(payload));
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toEqual({ received: true, outcome: 'processed' });
    const paid = await client<Order>({
      method: 'GET',
      url: `${API}/product/get-order-by-id?orderId=${order._id}`,
    });
    expect(paid.body.data.paymentStatus).toBe('paid');
    const mailsAfterFirst = (await t.mails()).length;

    // Delivered again: processed once.
    const again = await webhook(payload, signed(payload));
    expect(again.body.data).toEqual({ received: true, outcome: 'duplicate' });
    expect((await t.mails()).length).toBe(mailsAfterFirst);
  });

  it('a failed payment event gives the stock back, once', async () => {
    const before = await stockOf(t, productId(2));
    const order = (await place(client, orderBody({ items: [{ productId: productId(2), quantity: 2 }] }))).body
      .data.orderDetails;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    const payload = intentEvent(
      'evt_failed_1',
      'payment_intent.payment_failed',
      row!.paymentIntentId!,
      order._id,
    );
    await expectHandledOnce(payload, 'processed');
    expect(await stockOf(t, productId(2))).toBe(before);
  });

  it('a declined card answers 402 with Stripe message; 3-D Secure answers the client secret', async () => {
    const declined = (await place(client, orderBody())).body.data.orderDetails;
    const answer = await pay(client, declined._id, 'pm_card_visa_chargeDeclined');
    expect(answer.statusCode).toBe(402);
    expect(answer.body.message).toBe('Your card was declined.');
    const secure = (await place(client, orderBody())).body.data.orderDetails;
    const action = await pay(client, secure._id, 'pm_card_authenticationRequired');
    expect(action.body.data).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringContaining('_secret_'),
    });
  });

  it('ignores events of other objects, once each', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    await expectHandledOnce(payload, 'ignored');
  });
});
