import { describe, expect, it } from 'vitest';
import type { SalesReport } from '@salon/api/sales/report-schemas';
import { DEMO_USER_IDS } from '../src/seed/demo-data';
import { productId } from '../src/seed/products';
import { subServiceId } from '../src/seed/services-videos';
import { API, openSale, pay, refund, VISA, type As } from './sale-steps';
import { loginAs } from './helper';
import { useSession, useTestApp } from './use-test-app';

// The sales report over the daily rollups: by day, stylist, service, product and payment method, a
// refund on its own day, a stylist's own figures; and the sales CSV export.

const NOW = new Date('2026-03-16T14:00:00.000Z');
const STELLA = DEMO_USER_IDS.stylist;

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const stylist = useSession(t, 'stylist@example.com');

const report = (as: As, query: string) =>
  as<SalesReport>({ method: 'GET', url: `${API}/sales/report?${query}` });

describe('the sales report', () => {
  it('counts paid sales by day, stylist, item and method, and a refund on the day it was given', async () => {
    const cut = await openSale(
      owner,
      [
        { kind: 'service', itemId: subServiceId(1), stylistId: STELLA },
        { kind: 'product', itemId: productId(1), quantity: 2 },
      ],
      { tip: { kind: 'amount', value: 300 } },
    );
    await pay(owner, { saleId: cut._id, method: 'card', amountMinor: cut.totalMinor, paymentMethod: VISA });
    const walkIn = await openSale(owner, [{ kind: 'product', itemId: productId(1) }]);
    await pay(owner, { saleId: walkIn._id, method: 'cash', amountMinor: walkIn.totalMinor });
    const product = cut.lines.find((line) => line.kind === 'product')!;
    const service = cut.lines.find((line) => line.kind === 'service')!;
    // An open sale counts for nothing.
    await openSale(owner, [{ kind: 'service', itemId: subServiceId(1) }]);

    // The refund is given the next day: the sales' day keeps its figures.
    t.container.clock.now = () => new Date(NOW.getTime() + 24 * 3_600_000);
    try {
      expect(
        (await refund(owner, { saleId: cut._id, lines: [{ lineId: product._id, quantity: 1 }] })).statusCode,
      ).toBe(200);
    } finally {
      t.container.clock.now = () => NOW;
    }
    const linesMinor = cut.totalMinor - 300 + walkIn.totalMinor;
    const share = Math.floor(product.totalMinor / 2);

    const days = (await report(owner, 'from=2026-03-16&to=2026-03-17')).body.data;
    expect(days.rows).toEqual([
      expect.objectContaining({
        key: '2026-03-16',
        quantity: 2,
        salesMinor: linesMinor,
        tipMinor: 300,
        refundMinor: 0,
      }),
      expect.objectContaining({ key: '2026-03-17', quantity: 0, salesMinor: 0, refundMinor: share }),
    ]);
    expect(days.totals).toMatchObject({
      sales: 2,
      salesMinor: linesMinor,
      tipMinor: 300,
      refundMinor: share,
      netMinor: linesMinor + 300 - share,
    });

    const stylists = (await report(owner, 'from=2026-03-16&to=2026-03-17&by=stylist')).body.data;
    expect(stylists.rows).toEqual([
      expect.objectContaining({ key: STELLA, quantity: 1, salesMinor: service.totalMinor, tipMinor: 300 }),
    ]);
    const products = (await report(owner, 'from=2026-03-16&to=2026-03-17&by=product')).body.data;
    expect(products.rows).toEqual([
      expect.objectContaining({
        key: productId(1),
        label: product.name,
        quantity: 3,
        salesMinor: product.totalMinor + walkIn.totalMinor,
        refundMinor: share,
      }),
    ]);
    const services = (await report(owner, 'from=2026-03-16&to=2026-03-16&by=service')).body.data;
    expect(services.rows).toMatchObject([
      { key: subServiceId(1), quantity: 1, salesMinor: service.totalMinor },
    ]);
    const methods = (await report(owner, 'from=2026-03-16&to=2026-03-17&by=method')).body.data;
    expect(methods.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'card', salesMinor: cut.totalMinor, refundMinor: share }),
        expect.objectContaining({ key: 'cash', salesMinor: walkIn.totalMinor, refundMinor: 0 }),
      ]),
    );
  });

  it('shows a stylist their own figures only, never the payment methods', async () => {
    const own = await report(stylist, 'from=2026-03-16&to=2026-03-17');
    expect(own.statusCode).toBe(200);
    expect(own.body.data.stylist?._id).toBe(STELLA);
    expect(own.body.data.totals.sales).toBe(1);
    expect(own.body.data.totals.tipMinor).toBe(300);
    const products = (await report(stylist, 'from=2026-03-16&to=2026-03-17&by=product')).body.data;
    // The products were sold by the desk, not by her.
    expect(products.rows).toEqual([]);
    expect((await report(stylist, 'by=method')).statusCode).toBe(403);
  });

  it('refuses a range backwards or longer than a year', async () => {
    expect((await report(owner, 'from=2026-03-17&to=2026-03-16')).body.message).toBe(
      '"from" must not be after "to"',
    );
    expect((await report(owner, 'from=2025-01-01&to=2026-03-16')).statusCode).toBe(400);
    expect((await report(owner, 'by=week')).statusCode).toBe(400);
  });

  it('exports the lines of the paid sales as CSV', async () => {
    const { token } = await loginAs(t.app, 'owner@example.com');
    const answer = await t.app.inject({
      method: 'GET',
      url: `${API}/exports/sales.csv?from=2026-03-16&to=2026-03-16`,
      headers: { token },
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Receipt,Date,Time,Status,Client,Kind,Item,Stylist,Quantity');
    // The haircut and the product of the first sale, the walk-in's product.
    expect(lines).toHaveLength(1 + 3);
    const refunded = lines.find((line) => line.includes(',product,') && line.includes(',2,'));
    expect(refunded?.split(',')[13]).toBe('1');
  });
});
