import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE_MINOR } from '@salon/api/money/schemas';
import type { Order, PaymentResult, PlacedOrder } from '@salon/api/orders/schemas';
import { MONEY_SETTINGS_TEXTS, type MoneySettings } from '@salon/api/salons/schemas';
import type { WebsiteInfo } from '@salon/api/website-settings/schemas';
import { orderItems, orders, products, salons } from '../src/db/schema';
import { OfflinePaymentProvider } from '../src/modules/payments/offline-provider';
import type { CreatePaymentInput } from '../src/modules/payments/provider';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { productCategoryId, productId } from '../src/seed/products';
import { call } from './helper';
import { orderBody } from './matrix/shop-orders';
import { multipart, TINY_PNG } from './multipart';
import { newSalon, startSalonIn } from './salon-steps';
import { useSession, useTestApp } from './use-test-app';

/*
 * Each salon's currency (issue 22, item 6): the owner chooses the currency and locale (validated, the
 * owner only, managers read them; the currency locked once money has moved, and kept to its decimals
 * while the salon has prices), the public site's answer carries them, an order keeps the currency it was
 * charged in, and money is 64-bit: an order over 2^31 minor units is priced, stored and read back
 * exactly. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const API = '/api/v1';

/** The offline provider, remembering what each payment was created for. */
class RecordingProvider extends OfflinePaymentProvider {
  readonly created: CreatePaymentInput[] = [];
  override async createPayment(input?: CreatePaymentInput) {
    if (input) this.created.push(input);
    return super.createPayment();
  }
}

const payments = new RecordingProvider();
const t = useTestApp({}, { payments });
const owner = useSession(t, 'owner@example.com');
const manager = useSession(t, 'manager@example.com');
const stylist = useSession(t, 'stylist@example.com');
const client = useSession(t, 'client@example.com');

const saveMoney = (as: typeof owner, payload: Record<string, unknown>) =>
  as<MoneySettings>({ method: 'POST', url: `${API}/salon/money-settings`, payload });
const publicSite = () =>
  call<WebsiteInfo>(t.app, {
    method: 'GET',
    url: `${API}/website/get-website-setting-by-name?name=demo-salon`,
  });

describe('the salon’s currency and locale', () => {
  it('are USD and en-US until the owner chooses, for the staff and on the public site', async () => {
    for (const as of [owner, manager, stylist]) {
      const answer = await as<MoneySettings>({ method: 'GET', url: `${API}/salon/money-settings` });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toEqual({ currency: 'USD', locale: 'en-US' });
    }
    expect((await publicSite()).body.data.salon).toMatchObject({ currency: 'USD', locale: 'en-US' });
    const customer = await client({ method: 'GET', url: `${API}/salon/money-settings` });
    expect(customer.statusCode).toBe(403);
  });

  it('are changed by the owner only, and reach the public site', async () => {
    const refused = await saveMoney(manager, { currency: 'EUR', locale: 'de-DE' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Only the salon owner can change the currency and locale');

    // A new salon has no prices yet: its owner chooses euros.
    const fresh = await newSalon(t.app, 'money.first@example.com');
    const saved = await saveMoney(fresh, { currency: 'EUR', locale: 'de-DE' });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Currency and locale saved',
      data: { currency: 'EUR', locale: 'de-DE' },
    });
    const [row] = await t.database.db.select().from(salons).where(eq(salons.id, fresh.info.salon!._id));
    expect(row).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    expect((await saveMoney(fresh, { currency: 'GBP', locale: 'en-GB' })).statusCode).toBe(200);

    // The demo salon, priced in dollars: the same currency in another locale is saved and reaches the site.
    const locale = await saveMoney(owner, { currency: 'USD', locale: 'es-US' });
    expect(locale.statusCode, locale.body.message).toBe(200);
    expect((await publicSite()).body.data.salon).toMatchObject({ currency: 'USD', locale: 'es-US' });
    const read = await manager<MoneySettings>({ method: 'GET', url: `${API}/salon/money-settings` });
    expect(read.body.data).toEqual({ currency: 'USD', locale: 'es-US' });
    await saveMoney(owner, { currency: 'USD', locale: 'en-US' });
  });

  it('are locked once money has moved, and keep their decimals while the salon has prices', async () => {
    // The demo salon has taken orders in dollars.
    const locked = await saveMoney(owner, { currency: 'JPY', locale: 'ja-JP' });
    expect(locked.statusCode).toBe(409);
    expect(locked.body.message).toBe(MONEY_SETTINGS_TEXTS.currencyLocked('USD'));
    expect((await publicSite()).body.data.salon).toMatchObject({ currency: 'USD', locale: 'en-US' });

    // A price and no money taken: a currency of the same decimals, converting nothing; not yen, where
    // $25.00 would become ¥2,500.
    const fresh = await newSalon(t.app, 'money.fee@example.com');
    const fee = await fresh({
      method: 'POST',
      url: `${API}/booking-policy/update`,
      payload: { cutoffMinutes: 60, noShowFee: 25 },
    });
    expect(fee.statusCode, fee.body.message).toBe(200);
    const refused = await saveMoney(fresh, { currency: 'JPY', locale: 'ja-JP' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(MONEY_SETTINGS_TEXTS.digitsDiffer('USD', 2, 'JPY', 0));
    const euros = await saveMoney(fresh, { currency: 'EUR', locale: 'de-DE' });
    expect(euros.statusCode, euros.body.message).toBe(200);
    expect(euros.body.message).toBe(MONEY_SETTINGS_TEXTS.savedUnconverted('EUR'));
    const policy = await fresh<{ noShowFee: number }>({ method: 'GET', url: `${API}/booking-policy/get` });
    expect(policy.body.data.noShowFee).toBe(25);
  });

  it('refuse an unknown currency or locale with a message, and keep what was saved', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { currency: 'XYZ', locale: 'en-US' },
        'currency: must be a known ISO 4217 currency code, such as USD or EUR',
      ],
      [
        { currency: 'eur', locale: 'en-US' },
        'currency: must be a known ISO 4217 currency code, such as USD or EUR',
      ],
      [{ currency: 'USD', locale: 'not a locale' }, 'locale: must be a locale such as en-US, de-DE or fr-FR'],
      [{ currency: 'USD', locale: 'de-de' }, 'locale: must be a locale such as en-US, de-DE or fr-FR'],
      [{ currency: 'USD' }, 'locale: is required'],
    ];
    for (const [payload, message] of cases) {
      const answer = await saveMoney(owner, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await publicSite()).body.data.salon).toMatchObject({ currency: 'USD', locale: 'en-US' });
  });
});

describe('money in 64-bit minor units', () => {
  it('prices, stores and reads back an order over 2^31 minor units exactly, in the salon’s currency', async () => {
    await startSalonIn(t, DEMO_SALON_ID, 'EUR', 'de-DE');
    // The largest price a product may have, 100 million euros: one unit is past 2^31 cents.
    await t.database.db
      .update(products)
      .set({ priceCents: MAX_PRICE_MINOR, actualPriceCents: MAX_PRICE_MINOR, stock: 10 })
      .where(eq(products.id, productId(1)));
    const placed = await client<PlacedOrder>({
      method: 'POST',
      url: `${API}/product/add-order`,
      payload: orderBody({ items: [{ productId: productId(1), quantity: 3 }] }),
    });
    expect(placed.statusCode, placed.body.message).toBe(200);
    const total = 3 * MAX_PRICE_MINOR;
    expect(total).toBeGreaterThan(2 ** 31);
    const order = placed.body.data.orderDetails;
    expect(order).toMatchObject({ amount: total, totalAmount: total, currency: 'EUR' });
    expect(order.items[0]).toMatchObject({ productPrice: MAX_PRICE_MINOR, quantity: 3 });
    // The payment is asked in the order's currency, for the exact amount.
    expect(payments.created.at(-1)).toMatchObject({ amountCents: total, currency: 'EUR' });

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ amountCents: total, totalAmountCents: total, currency: 'EUR' });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(item!.priceCents).toBe(MAX_PRICE_MINOR);

    const paid = await client<PaymentResult>({
      method: 'POST',
      url: `${API}/product/payment`,
      payload: { orderID: order._id, transactionId: '4242 4242 4242 4242' },
    });
    expect(paid.statusCode, paid.body.message).toBe(200);
    // The confirmation e-mail writes the amount in the salon's locale, in euros.
    const mail = (await t.mails()).find((m) => m.subject === `Your order #${order.orderId} at Demo Salon`);
    expect(mail?.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Total paid: 300.000.000,00 €');

    // A later change of the salon's currency (before the lock, or by the platform) never rewrites the order.
    await startSalonIn(t, DEMO_SALON_ID, 'JPY', 'ja-JP');
    const read = await client<Order>({
      method: 'GET',
      url: `${API}/product/get-order-by-id?orderId=${order._id}`,
    });
    expect(read.statusCode, read.body.message).toBe(200);
    expect(read.body.data).toMatchObject({ totalAmount: total, currency: 'EUR' });
    await startSalonIn(t, DEMO_SALON_ID, 'USD', 'en-US');
  });

  it('refuses a product price over the cap with a message', async () => {
    const answer = await owner({
      method: 'POST',
      url: `${API}/product/add-product`,
      ...multipart(
        {
          productName: 'Gold Comb',
          productDescription: 'A comb of solid gold.',
          category: productCategoryId(2),
          productPrice: MAX_PRICE_MINOR + 1,
          actualPrice: MAX_PRICE_MINOR + 1,
          rating: 5,
        },
        { field: 'image', content: TINY_PNG, name: 'comb.png' },
      ),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(`productPrice: must be at most ${MAX_PRICE_MINOR}`);
  });
});
