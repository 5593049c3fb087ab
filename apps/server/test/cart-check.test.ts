import { describe, expect, it } from 'vitest';
import type { CartCheck } from '@salon/api/orders/schemas';
import { productId } from '../src/seed/products';
import { call } from './helper';
import { useTestApp } from './use-test-app';

const API = '/api/v1';

const t = useTestApp();

const check = (payload: object) =>
  call<CartCheck>(t.app, { method: 'POST', url: `${API}/product/check-cart`, payload });

const line = (n: number, quantity: number, price: number) => ({ productId: productId(n), quantity, price });

describe('POST /product/check-cart', () => {
  it('answers a cart that matches the shop as matching, with the server subtotal', async () => {
    const answer = await check({ name: 'demo-salon', items: [line(1, 2, 1800), line(4, 1, 1400)] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      lines: [
        {
          productId: productId(1),
          available: true,
          price: 1800,
          stock: 24,
          priceChanged: false,
          short: false,
        },
        {
          productId: productId(4),
          available: true,
          price: 1400,
          stock: 30,
          priceChanged: false,
          short: false,
        },
      ],
      subtotal: 5000,
      matches: true,
    });
  });

  it('points out a changed price, a disabled product, another salon’s product and short stock', async () => {
    const answer = await check({
      name: 'demo-salon',
      items: [
        line(1, 1, 1500), // the browser shows $15.00; the shop sells it for $18.00 now
        line(6, 1, 1299), // Flexible Hold Hairspray is disabled
        line(11, 1, 2600), // Second Salon's serum
        line(8, 5, 8900), // only 4 dryers left
        line(5, 1, 1950), // pomade out of stock
      ],
    });
    expect(answer.statusCode).toBe(200);
    const { lines, subtotal, matches } = answer.body.data;
    expect(matches).toBe(false);
    expect(lines[0]).toMatchObject({ available: true, price: 1800, priceChanged: true, short: false });
    expect(lines[1]).toMatchObject({ available: false, stock: 0, price: 1299 });
    expect(lines[2]).toMatchObject({ available: false, stock: 0, price: 2600 });
    expect(lines[3]).toMatchObject({ available: true, price: 8900, stock: 4, short: true });
    expect(lines[4]).toMatchObject({ available: true, stock: 0, short: true });
    // The cart once updated: unavailable lines out, quantities cut to the stock, today's prices.
    expect(subtotal).toBe(1800 + 4 * 8900);
  });

  it('reads a price changed by the salon after the cart was filled', async () => {
    const salonId = (await t.container.services.salons.publicSalon('demo-salon')).id;
    const products = t.repositories.products;
    const conditioner = (await products.findProduct(salonId, productId(2)))!;
    await products.updateProduct(salonId, conditioner.id, {
      categoryId: conditioner.categoryId,
      name: conditioner.name,
      description: conditioner.description,
      priceCents: 1700,
      actualPriceCents: conditioner.actualPriceCents,
      rating: conditioner.rating,
    });
    const answer = await check({ name: 'demo-salon', items: [line(2, 1, 1650)] });
    expect(answer.body.data.lines[0]).toMatchObject({ price: 1700, priceChanged: true });
  });

  it('answers 400 with a message to bad input, and 404 to an unknown salon', async () => {
    for (const payload of [
      { name: 'demo-salon', items: [] },
      { name: 'demo-salon', items: [{ productId: productId(1), quantity: 1 }] },
      { name: 'demo-salon', items: [line(1, 0, 1800)] },
      { name: 'demo-salon', items: [line(1, 1, -1)] },
      { name: 'demo-salon', items: [{ productId: 'nope', quantity: 1, price: 1800 }] },
      { items: [line(1, 1, 1800)] },
    ]) {
      const answer = await check(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await check({ name: 'no-such-salon', items: [line(1, 1, 1800)] })).statusCode).toBe(404);
  });
});
