import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cashDays, saleLines, salePayments, sales } from '../../src/db/schema';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { productId } from '../../src/seed/products';
import type { TestApp } from '../helper';
import { ALL, type Matrix, type Scope } from './types';

const salonOf = (scope: Scope) => (scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID);

/** An open sale of the scope's salon with one 10.00 product line, made for one call. */
async function freshSale(t: TestApp, scope: Scope): Promise<string> {
  const salonId = salonOf(scope);
  const [sale] = await t.database.db
    .insert(sales)
    .values({ salonId, currency: 'USD', idempotencyKey: randomUUID(), subtotalMinor: 1000, totalMinor: 1000 })
    .returning();
  await t.database.db.insert(saleLines).values({
    salonId,
    saleId: sale!.id,
    position: 0,
    kind: 'product',
    itemId: productId(scope === 'own' ? 4 : 12),
    name: 'Matrix product',
    quantity: 1,
    listPriceMinor: 1000,
    unitPriceMinor: 1000,
    grossMinor: 1000,
    discountMinor: 0,
    taxMinor: 0,
    totalMinor: 1000,
  });
  return sale!.id;
}

let receipts = 100_000;

/** A paid sale of the scope's salon (one 10.00 product line, paid in cash): what a refund needs. */
async function paidSale(t: TestApp, scope: Scope): Promise<{ saleId: string; lineId: string }> {
  const saleId = await freshSale(t, scope);
  const salonId = salonOf(scope);
  await t.database.db
    .update(sales)
    .set({ status: 'paid', paidMinor: 1000, receiptNumber: (receipts += 1), paidAt: new Date() })
    .where(eq(sales.id, saleId));
  await t.database.db.insert(salePayments).values({
    salonId,
    saleId,
    method: 'cash',
    status: 'paid',
    amountMinor: 1000,
    idempotencyKey: randomUUID(),
  });
  const [line] = await t.database.db.select().from(saleLines).where(eq(saleLines.saleId, saleId));
  return { saleId, lineId: line!.id };
}

/** The own salon's drawer as a call needs it: none yet, or one open. */
async function drawer(t: TestApp, state: 'none' | 'open'): Promise<void> {
  await t.database.db.delete(cashDays).where(eq(cashDays.salonId, DEMO_SALON_ID));
  if (state === 'open') {
    await t.database.db.insert(cashDays).values({
      salonId: DEMO_SALON_ID,
      businessDate: '2000-01-01',
      status: 'open',
      floatMinor: 0,
      countsFrom: new Date(),
    });
  }
}

/** The front desk: the owner and managers sell; a stylist reads (their own sales only). */
const SELL = ALL(403, { salon: 200, manager: 200 });
const SELL_OTHER = ALL(403, { salon: 404, manager: 404 });
const READ = ALL(403, { salon: 200, manager: 200, stylist: 200 });

export const salesMatrix: Matrix = {
  'GET /sales/settings': { request: () => ({ url: '/sales/settings' }), own: READ },
  'POST /sales/settings': {
    request: () => ({
      url: '/sales/settings',
      payload: {
        taxLabel: 'Sales tax',
        taxNumber: '',
        service: { rateBp: 0, inclusive: false },
        product: { rateBp: 0, inclusive: false },
        tipPresets: [10, 15, 20],
      },
    }),
    own: ALL(403, { salon: 200 }),
  },
  'POST /sales/start': {
    request: () => ({ url: '/sales/start', payload: { key: randomUUID() } }),
    own: SELL,
  },
  // A stylist reads only a sale with a line or a tip of theirs: another's answers 404.
  'GET /sales/sale': {
    request: async (scope, t) => ({ url: `/sales/sale?saleId=${await freshSale(t, scope)}` }),
    own: ALL(403, { salon: 200, manager: 200, stylist: 404 }),
    other: ALL(403, { salon: 404, manager: 404, stylist: 404 }),
  },
  'POST /sales/save': {
    request: async (scope, t) => ({
      url: '/sales/save',
      payload: { saleId: await freshSale(t, scope), lines: [] },
    }),
    own: SELL,
    other: SELL_OTHER,
  },
  'POST /sales/pay': {
    request: async (scope, t) => ({
      url: '/sales/pay',
      payload: { saleId: await freshSale(t, scope), key: randomUUID(), method: 'cash', amountMinor: 1000 },
    }),
    own: SELL,
    other: SELL_OTHER,
  },
  // The salon's reader token: only the salon's own (its location), so no other salon to ask of.
  'POST /sales/reader-token': { request: () => ({ url: '/sales/reader-token' }), own: SELL },
  'POST /sales/refund': {
    request: async (scope, t) => {
      const { saleId, lineId } = await paidSale(t, scope);
      return {
        url: '/sales/refund',
        payload: {
          saleId,
          key: randomUUID(),
          lines: [{ lineId, quantity: 1 }],
          tip: false,
          restock: true,
          reason: 'Matrix',
        },
      };
    },
    own: SELL,
    other: SELL_OTHER,
  },
  'POST /sales/void': {
    request: async (scope, t) => ({
      url: '/sales/void',
      payload: { saleId: await freshSale(t, scope), reason: 'Matrix' },
    }),
    own: SELL,
    other: SELL_OTHER,
  },
  // By payment method: the salon's money, which a stylist's own report does not show.
  'GET /sales/report': { request: () => ({ url: '/sales/report?by=method' }), own: SELL },
  // The drawer is always the caller's own salon's: no other salon can be named.
  'GET /cash-drawer/day': { request: () => ({ url: '/cash-drawer/day' }), own: SELL },
  'POST /cash-drawer/open': {
    request: async (_scope, t) => {
      await drawer(t, 'none');
      return { url: '/cash-drawer/open', payload: { floatMinor: 1000 } };
    },
    own: SELL,
  },
  'POST /cash-drawer/movement': {
    request: async (_scope, t) => {
      await drawer(t, 'open');
      return {
        url: '/cash-drawer/movement',
        payload: { key: randomUUID(), kind: 'in', amountMinor: 100, reason: 'Matrix' },
      };
    },
    own: SELL,
  },
  'POST /cash-drawer/close': {
    request: async (_scope, t) => {
      await drawer(t, 'open');
      return { url: '/cash-drawer/close', payload: { countedMinor: 0, note: 'Matrix' } };
    },
    own: SELL,
  },
  'GET /sales/list': { request: () => ({ url: '/sales/list?pageNumber=1&pageSize=20' }), own: READ },
  'GET /sales/items': { request: () => ({ url: '/sales/items?search=spray' }), own: SELL },
};
