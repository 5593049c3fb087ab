import { randomUUID } from 'node:crypto';
import { MAX_STOCK } from '@salon/api/products/schemas';
import type { Viewer } from '../../src/http/viewer';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../../src/seed/demo-data';
import { orderId, productId } from '../../src/seed/products';
import { TEST_CARDS } from '../../src/modules/payments/test-cards';
import type { TestApp } from '../helper';
import { ALL, type Matrix } from './types';

/** The demo client, as the checkout sees them. */
export const DEMO_CUSTOMER: Viewer = {
  userId: DEMO_USER_IDS.client,
  sessionId: 'matrix',
  role: 'user',
  salonId: DEMO_SALON_ID,
  token: 'matrix',
};

export const SHIPPING = {
  firstName: 'Chris',
  lastName: 'Walker',
  address: '1 Main St',
  city: 'New York',
  state: 'NY',
  zipcode: '10001',
};

/** A checkout body for one unit of Demo Salon's first product, with a fresh key. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'demo-salon',
    idempotencyKey: randomUUID(),
    items: [{ productId: productId(1), quantity: 1 }],
    shippingAddress: SHIPPING,
    ...overrides,
  };
}

/** A unit of stock back first, so the matrix never runs the product dry. */
async function restock(t: TestApp): Promise<void> {
  await t.repositories.products.moveStock(DEMO_SALON_ID, productId(1), 1, MAX_STOCK);
}

/** A fresh unpaid order of the demo client (and, with `card`, the payment already attempted). */
async function freshOrder(t: TestApp, card?: string): Promise<string> {
  await restock(t);
  const placed = await t.container.services.orders.place(DEMO_CUSTOMER, orderBody());
  const id = placed.orderDetails._id;
  if (card) await t.container.services.orders.pay(DEMO_CUSTOMER, { orderID: id, transactionId: card });
  return id;
}

/** The website's checkout: only a signed-in customer (role user); another customer's order answers 404. */
const CUSTOMER = ALL(403, { user: 200 });
const CUSTOMER_OTHER = ALL(403, { user: 404 });
/** Second Salon's seeded order: never the demo client's. */
const OTHER_ORDER = orderId(12);

export const shopOrdersMatrix: Matrix = {
  'POST /product/add-order': {
    request: async (_scope, t) => {
      await restock(t);
      return { url: '/product/add-order', payload: orderBody() };
    },
    own: CUSTOMER,
  },
  'POST /product/payment': {
    request: async (scope, t) => ({
      url: '/product/payment',
      payload: {
        orderID: scope === 'own' ? await freshOrder(t) : OTHER_ORDER,
        transactionId: TEST_CARDS.succeeds,
      },
    }),
    own: CUSTOMER,
    other: CUSTOMER_OTHER,
  },
  'POST /product/confirm-payment': {
    request: async (scope, t) => ({
      url: '/product/confirm-payment',
      payload: {
        orderID: scope === 'own' ? await freshOrder(t, TEST_CARDS.requiresAuthentication) : OTHER_ORDER,
        approve: true,
      },
    }),
    own: CUSTOMER,
    other: CUSTOMER_OTHER,
  },
  'GET /product/get-order-by-id': {
    request: async (scope, t) => ({
      url: `/product/get-order-by-id?orderId=${scope === 'own' ? await freshOrder(t) : OTHER_ORDER}`,
    }),
    own: CUSTOMER,
    other: CUSTOMER_OTHER,
  },
  // The product page's calls: anyone, signed in or not.
  'GET /product/get-website-product-by-id': {
    request: () => ({ url: `/product/get-website-product-by-id?productID=${productId(1)}` }),
    own: ALL(200, { anonymous: 200 }),
  },
  'GET /product/get-similar-website-product': {
    request: () => ({
      url: `/product/get-similar-website-product?productID=${productId(1)}&name=demo-salon&pageNumber=1&pageSize=4`,
    }),
    own: ALL(200, { anonymous: 200 }),
  },
  // The cart checked when shown: anyone, signed in or not.
  'POST /product/check-cart': {
    request: () => ({
      url: '/product/check-cart',
      payload: { name: 'demo-salon', items: [{ productId: productId(1), quantity: 1, price: 1800 }] },
    }),
    own: ALL(200, { anonymous: 200 }),
  },
  'GET /product/get-order-by-user': {
    request: () => ({ url: '/product/get-order-by-user?pageNumber=1&pageSize=3' }),
    own: CUSTOMER,
  },
};
