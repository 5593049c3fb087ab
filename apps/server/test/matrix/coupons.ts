import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { DEMO_COUPON_CODE, DEMO_COUPON_ID, SECOND_SALON_COUPON_ID } from '../../src/seed/coupons';
import { productId } from '../../src/seed/products';
import type { TestApp } from '../helper';
import { ALL, type Matrix, type Scope } from './types';

const salonOf = (scope: Scope) => (scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID);
const COUPON = { own: DEMO_COUPON_ID, other: SECOND_SALON_COUPON_ID };

let sequence = 0;
const nextCode = () => `MATRIX${++sequence}`;

/** A coupon of the scope's salon made for one call, so every role deletes a fresh one. */
async function freshCoupon(t: TestApp, scope: Scope): Promise<string> {
  const row = await t.repositories.coupons.create(salonOf(scope), {
    title: 'Matrix',
    discountType: 'percent',
    discount: 5,
    code: nextCode(),
    startDate: '2099-01-01',
    endDate: '2099-12-31',
    description: '',
  });
  return row.id;
}

/** Spec 2 §2 "Coupons (admin, salon variant)": salon, manager and superadmin; another salon's coupon 404. */
const COUPON_OWN = ALL(403, { salon: 200, manager: 200, superadmin: 200 });
const COUPON_OTHER = ALL(403, { salon: 404, manager: 404, superadmin: 404 });
/** The public Discounts page and the cart's coupon field: anyone, signed in or not. */
const PUBLIC = ALL(200, { anonymous: 200 });

export const couponsMatrix: Matrix = {
  'GET /coupon/get-coupons': {
    request: () => ({ url: '/coupon/get-coupons?pageNumber=1&pageSize=15' }),
    own: COUPON_OWN,
  },
  // `other` updates Second Salon's coupon by id.
  'POST /coupon/add-coupon': {
    request: (scope) => ({
      url: '/coupon/add-coupon',
      payload: {
        ...(scope === 'other' ? { id: COUPON.other } : {}),
        title: 'Matrix',
        discount: 5,
        code: nextCode(),
        startDate: '2099-01-01',
        endDate: '2099-12-31',
      },
    }),
    own: COUPON_OWN,
    other: COUPON_OTHER,
  },
  'PATCH /coupon/enable-disable-coupon': {
    request: (scope) => ({
      url: `/coupon/enable-disable-coupon?couponId=${COUPON[scope]}`,
      payload: { enable: true },
    }),
    own: COUPON_OWN,
    other: COUPON_OTHER,
  },
  'DELETE /coupon/delete-coupon': {
    request: async (scope, t) => ({ url: `/coupon/delete-coupon?couponId=${await freshCoupon(t, scope)}` }),
    own: COUPON_OWN,
    other: COUPON_OTHER,
  },
  'GET /coupon/get-website-coupon-by-salon-name': {
    request: () => ({
      url: '/coupon/get-website-coupon-by-salon-name?name=demo-salon&pageNumber=1&pageSize=12',
    }),
    own: PUBLIC,
  },
  'POST /coupon/apply-coupon': {
    request: () => ({
      url: '/coupon/apply-coupon',
      payload: {
        name: 'demo-salon',
        code: DEMO_COUPON_CODE,
        items: [{ productId: productId(1), quantity: 1 }],
      },
    }),
    own: PUBLIC,
  },
};
