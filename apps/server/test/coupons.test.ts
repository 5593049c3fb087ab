import { describe, expect, it } from 'vitest';
import type { Coupon, CouponQuote, WebsiteCoupon } from '@salon/api/coupons/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import {
  DEMO_COUPON_CODE,
  DEMO_COUPON_ID,
  SECOND_SALON_COUPON_CODE,
  SECOND_SALON_COUPON_ID,
} from '../src/seed/coupons';
import { productId } from '../src/seed/products';
import { call } from './helper';
import { useSession, useTestApp } from './use-test-app';

const API = '/api/v1';
/** 10:00 in New York, 15:00 in Berlin. */
const NOW = new Date('2026-03-16T14:00:00.000Z');

const t = useTestApp({}, { now: () => NOW });
const owner = useSession(t, 'owner@example.com');
const manager = useSession(t, 'manager@example.com');
const owner2 = useSession(t, 'owner2@example.com');
const stylist = useSession(t, 'stylist@example.com');

type As = typeof owner;
const list = (as: As, query = '') =>
  as<Paged<Coupon>>({ method: 'GET', url: `${API}/coupon/get-coupons?pageNumber=1&pageSize=15${query}` });
const save = (as: As, payload: Record<string, unknown>) =>
  as<Coupon>({ method: 'POST', url: `${API}/coupon/add-coupon`, payload });
const toggle = (as: As, id: string, enable: boolean) =>
  as<Coupon>({
    method: 'PATCH',
    url: `${API}/coupon/enable-disable-coupon?couponId=${id}`,
    payload: { enable },
  });
const remove = (as: As, id: string) =>
  as<null>({ method: 'DELETE', url: `${API}/coupon/delete-coupon?couponId=${id}` });
const apply = (payload: Record<string, unknown>) =>
  call<CouponQuote>(t.app, { method: 'POST', url: `${API}/coupon/apply-coupon`, payload });

let sequence = 0;
function coupon(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Offer ${sequence}`,
    discount: 15,
    code: `offer${sequence}`,
    startDate: '2026-03-16',
    endDate: '2026-04-30',
    description: 'Test offer',
    ...overrides,
  };
}

describe('the salon coupons (admin)', () => {
  it('lists the own salon coupons only, newest first, with isExpired in the salon zone', async () => {
    const answer = await list(owner);
    expect(answer.statusCode).toBe(200);
    const codes = answer.body.data.result.map((item) => item.code);
    expect(codes).toContain(DEMO_COUPON_CODE);
    expect(codes).not.toContain(SECOND_SALON_COUPON_CODE);
    expect(answer.body.data.result.find((item) => item._id === DEMO_COUPON_ID)).toMatchObject({
      title: 'Welcome offer',
      discountType: 'percent',
      discount: 10,
      startDate: '2026-01-01',
      expireDate: '2030-12-31',
      isExpired: false,
      enable: true,
    });
    const searched = await list(owner, '&filterValue=summer');
    expect(searched.body.data.result.map((item) => item.code)).toEqual(['SUMMER20']);
  });

  it('creates a coupon with the code upper-cased; a percent by default, an amount when asked', async () => {
    const created = await save(manager, coupon({ code: ' spring26 ' }));
    expect(created.statusCode, created.body.message).toBe(200);
    expect(created.body.message).toBe('Coupon added successfully');
    expect(created.body.data).toMatchObject({ code: 'SPRING26', discountType: 'percent', discount: 15 });
    const amount = await save(owner, coupon({ discountType: 'amount', discount: 750 }));
    expect(amount.body.data).toMatchObject({ discountType: 'amount', discount: 750 });
  });

  it('refuses a taken code (409), and bad input with a message (400), changing nothing', async () => {
    const taken = await save(owner, coupon({ code: DEMO_COUPON_CODE.toLowerCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('A coupon with this code already exists');
    // Another salon may use the same code.
    expect((await save(owner2, coupon({ code: DEMO_COUPON_CODE }))).statusCode).toBe(200);

    const cases: Array<[Record<string, unknown>, string]> = [
      [coupon({ startDate: '2026-03-15' }), 'The start date cannot be before today'],
      [
        coupon({ endDate: '2026-03-10', startDate: '2026-03-20' }),
        'The end date cannot be before the start date',
      ],
      [coupon({ discount: 101 }), 'A percent discount cannot be more than 100'],
      [coupon({ title: 'A title that is too long' }), 'title: must have at most 15 characters'],
      [coupon({ code: 'NO SPACES' }), 'code: has an invalid format'],
      [coupon({ code: 'ABCDEFGHIJKLMNOP' }), 'code: must have at most 15 characters'],
      [coupon({ discount: 0 }), 'discount: must be at least 1'],
      [coupon({ startDate: '2026-02-30' }), 'startDate: must be a real date (YYYY-MM-DD)'],
    ];
    const before = (await list(owner)).body.data.totalCount;
    for (const [payload, message] of cases) {
      const answer = await save(owner, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await list(owner)).body.data.totalCount).toBe(before);
  });

  it('judges "today" in the salon time zone', async () => {
    // 23:30 UTC on the 16th: still the 16th in New York, already the 17th in Berlin.
    t.container.clock.now = () => new Date('2026-03-16T23:30:00.000Z');
    try {
      expect((await save(owner, coupon({ startDate: '2026-03-16' }))).statusCode).toBe(200);
      const berlin = await save(owner2, coupon({ startDate: '2026-03-16' }));
      expect(berlin.statusCode).toBe(400);
      expect(berlin.body.message).toBe('The start date cannot be before today');
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it('updates by id, keeping a running coupon start date in the past', async () => {
    const answer = await save(owner, {
      id: DEMO_COUPON_ID,
      title: 'Welcome back',
      discount: 12,
      code: DEMO_COUPON_CODE,
      startDate: '2026-01-01',
      endDate: '2030-12-31',
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Coupon updated successfully');
    expect(answer.body.data).toMatchObject({ _id: DEMO_COUPON_ID, title: 'Welcome back', discount: 12 });
    await save(owner, {
      id: DEMO_COUPON_ID,
      title: 'Welcome offer',
      discount: 10,
      code: DEMO_COUPON_CODE,
      startDate: '2026-01-01',
      endDate: '2030-12-31',
      description: '10 % off every product in the shop.',
    });
  });

  it('toggles and deletes the own salon coupons; another salon coupon answers 404 and stays', async () => {
    const created = (await save(owner, coupon())).body.data;
    const off = await toggle(owner, created._id, false);
    expect(off.body).toMatchObject({ message: 'Coupon disabled successfully', data: { enable: false } });
    expect((await toggle(owner, SECOND_SALON_COUPON_ID, false)).statusCode).toBe(404);
    expect((await remove(owner, SECOND_SALON_COUPON_ID)).statusCode).toBe(404);
    const updateOther = await save(owner, { ...coupon(), id: SECOND_SALON_COUPON_ID });
    expect(updateOther.statusCode).toBe(404);
    const deleted = await remove(owner, created._id);
    expect(deleted.body.message).toBe('Coupon deleted successfully');
    expect((await remove(owner, created._id)).statusCode).toBe(404);
    const second = await list(owner2);
    expect(second.body.data.result.find((item) => item._id === SECOND_SALON_COUPON_ID)).toMatchObject({
      enable: true,
      title: 'Hallo',
    });
  });

  it('is refused to other roles (403) and to anonymous callers (401)', async () => {
    expect((await list(stylist)).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `${API}/coupon/get-coupons` })).statusCode).toBe(401);
  });
});

describe('the public Discounts page and the cart coupon field', () => {
  it('lists enabled coupons not over yet, 12 per page, for anyone', async () => {
    const expired = (await save(owner, coupon({ code: 'ENDSSOON', endDate: '2026-03-20' }))).body.data;
    const answer = await call<Paged<WebsiteCoupon>>(t.app, {
      method: 'GET',
      url: `${API}/coupon/get-website-coupon-by-salon-name?name=demo-salon&pageNumber=1&pageSize=12`,
    });
    expect(answer.statusCode).toBe(200);
    const codes = answer.body.data.result.map((item) => item.code);
    expect(codes).toContain(DEMO_COUPON_CODE);
    expect(codes).not.toContain('SUMMER20');
    expect(codes).not.toContain(SECOND_SALON_COUPON_CODE);
    // Ending soonest first.
    expect(codes[0]).toBe('ENDSSOON');
    t.container.clock.now = () => new Date('2026-03-21T14:00:00.000Z');
    try {
      const later = await call<Paged<WebsiteCoupon>>(t.app, {
        method: 'GET',
        url: `${API}/coupon/get-website-coupon-by-salon-name?name=demo-salon`,
      });
      expect(later.body.data.result.map((item) => item._id)).not.toContain(expired._id);
    } finally {
      t.container.clock.now = () => NOW;
    }
    const unknown = await call(t.app, {
      method: 'GET',
      url: `${API}/coupon/get-website-coupon-by-salon-name?name=no-such-salon`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  const items = [
    { productId: productId(1), quantity: 2 },
    { productId: productId(4), quantity: 1 },
  ];

  it('prices the items on the server and takes the percent off', async () => {
    const answer = await apply({ name: 'demo-salon', code: ' welcome10 ', items });
    expect(answer.statusCode, answer.body.message).toBe(200);
    // 2 × $18.00 + $14.00 = $50.00; 10 % off.
    expect(answer.body.data).toEqual({
      code: DEMO_COUPON_CODE,
      title: 'Welcome offer',
      discountType: 'percent',
      discount: 10,
      amount: 5000,
      discountAmount: 500,
      otherAmount: 0,
      totalAmount: 4500,
    });
  });

  it('takes an amount off, never more than the items cost', async () => {
    const answer = await apply({
      name: 'second-salon',
      code: SECOND_SALON_COUPON_CODE,
      items: [{ productId: productId(13), quantity: 1 }],
    });
    expect(answer.body.data).toMatchObject({ amount: 1500, discountAmount: 500, totalAmount: 1000 });
    const cheap = await save(owner2, coupon({ code: 'BIGAMOUNT', discountType: 'amount', discount: 100000 }));
    expect(cheap.statusCode).toBe(200);
    const all = await apply({
      name: 'second-salon',
      code: 'BIGAMOUNT',
      items: [{ productId: productId(13), quantity: 1 }],
    });
    expect(all.body.data).toMatchObject({ amount: 1500, discountAmount: 1500, totalAmount: 0 });
  });

  it('answers 400 with the message the cart shows when a code does not apply', async () => {
    const upcoming = await save(
      owner,
      coupon({ code: 'LATER', startDate: '2026-04-01', endDate: '2026-04-30' }),
    );
    expect(upcoming.statusCode).toBe(200);
    const cases: Array<[string, string, string]> = [
      ['demo-salon', '   ', 'Please enter coupon'],
      ['demo-salon', 'NOSUCHCODE', 'This coupon code is not valid'],
      ['demo-salon', 'SUMMER20', 'This coupon code is not valid'],
      ['demo-salon', SECOND_SALON_COUPON_CODE, 'This coupon code is not valid'],
      ['demo-salon', 'LATER', 'This coupon is not valid yet'],
    ];
    for (const [name, code, message] of cases) {
      const answer = await apply({ name, code, items });
      expect(answer.statusCode, code).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    t.container.clock.now = () => new Date('2031-01-01T12:00:00.000Z');
    try {
      const over = await apply({ name: 'demo-salon', code: DEMO_COUPON_CODE, items });
      expect(over.body.message).toBe('This coupon has expired');
    } finally {
      t.container.clock.now = () => NOW;
    }
  });

  it('refuses a disabled product or another salon product (409)', async () => {
    const disabled = await apply({
      name: 'demo-salon',
      code: DEMO_COUPON_CODE,
      items: [{ productId: productId(6), quantity: 1 }],
    });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.body.message).toBe(
      'Flexible Hold Hairspray is no longer available. Please remove it from your cart.',
    );
    const foreign = await apply({
      name: 'demo-salon',
      code: DEMO_COUPON_CODE,
      items: [{ productId: productId(11), quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(409);
  });
});
