import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Coupon, CouponBody, CouponQuote, WebsiteCoupon } from '../coupons/schemas';
import { create } from 'superstruct';
import { CartCheck, Order } from '../orders/schemas';
import { cartCheckOf, changedShop } from './factories/cart-check';
import { products } from './factories/products';
import { coupons, manyCoupons, quoteOf, websiteCoupons } from './factories/coupons';
import { buildOrder } from './factories/orders';

describe('coupon fixtures', () => {
  it('pass Coupon and WebsiteCoupon, with unique ids and codes', () => {
    const all = [...coupons, ...manyCoupons(20)];
    for (const coupon of all) assert(coupon, Coupon);
    for (const coupon of websiteCoupons) assert(coupon, WebsiteCoupon);
    expect(new Set(all.map((coupon) => coupon._id)).size).toBe(all.length);
    expect(new Set(all.map((coupon) => coupon.code)).size).toBe(all.length);
    expect(websiteCoupons.map((coupon) => coupon.code)).toEqual(['SPRING10', 'WELCOME5']);
  });

  it('quote percent and amount coupons as the server does', () => {
    const percent = quoteOf(coupons[0]!, 4999);
    assert(percent, CouponQuote);
    expect(percent).toMatchObject({ amount: 4999, discountAmount: 500, totalAmount: 4499 });
    expect(quoteOf(coupons[1]!, 300)).toMatchObject({ discountAmount: 300, totalAmount: 0 });
  });

  it('upper-case the code of a coupon body', () => {
    const body = create(
      { title: 'Spring', discount: 10, code: ' spring10 ', startDate: '2026-03-16', endDate: '2026-04-16' },
      CouponBody,
    );
    expect(body).toMatchObject({ code: 'SPRING10', discountType: 'percent' });
  });

  it('orders carry their payment status and discount', () => {
    assert(buildOrder(1), Order);
  });
});

describe('cart check fixtures', () => {
  it('answer a matching cart, and a changed shop line by line', () => {
    const items = products.slice(0, 4).map((product) => ({
      productId: product._id,
      quantity: 2,
      price: product.productPrice,
    }));
    const same = cartCheckOf(items);
    assert(same, CartCheck);
    expect(same.matches).toBe(true);
    const changed = cartCheckOf(items, changedShop);
    assert(changed, CartCheck);
    expect(changed.matches).toBe(false);
    expect(changed.lines.map((line) => [line.available, line.priceChanged, line.short])).toEqual([
      [true, true, false],
      [true, false, false],
      [true, false, true],
      [false, false, false],
    ]);
  });
});
