import type { Coupon, CouponQuote, WebsiteCoupon } from '../../coupons/schemas';
import { daysFromNow } from '../clock';
import { fixedId } from '../builders';

const couponIdOf = (n: number) => fixedId('c0c00000', n);

/** A salon-local day relative to the fixed clock (2026-03-16). */
const dayFromNow = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

export function buildCoupon(n: number, overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: couponIdOf(n),
    title: 'Spring Sale',
    discountType: 'percent',
    discount: 10,
    code: 'SPRING10',
    startDate: dayFromNow(-6),
    expireDate: dayFromNow(30),
    isExpired: false,
    description: '10 % off every product until mid-April.',
    enable: true,
    createdAt: daysFromNow(-6).toISOString(),
    ...overrides,
  };
}

/** Demo Salon's coupons, newest first: a percent one, an amount one, a disabled one, an expired one. */
export const coupons: Coupon[] = [
  buildCoupon(1),
  buildCoupon(2, {
    title: 'Welcome $5',
    discountType: 'amount',
    discount: 500,
    code: 'WELCOME5',
    startDate: dayFromNow(-20),
    expireDate: dayFromNow(60),
    description: '$5 off your first order.',
    createdAt: daysFromNow(-20).toISOString(),
  }),
  buildCoupon(3, {
    title: 'Staff Friends',
    discount: 25,
    code: 'FRIENDS25',
    enable: false,
    description: 'For friends of the team.',
    createdAt: daysFromNow(-25).toISOString(),
  }),
  buildCoupon(4, {
    title: 'New Year',
    discount: 15,
    code: 'NEWYEAR15',
    startDate: dayFromNow(-75),
    expireDate: dayFromNow(-45),
    isExpired: true,
    description: 'January offer.',
    createdAt: daysFromNow(-76).toISOString(),
  }),
];

/** `count` coupons: more than one page of 15. */
export function manyCoupons(count: number): Coupon[] {
  return Array.from({ length: count }, (_, i) =>
    buildCoupon(100 + i, {
      title: `Offer ${i + 1}`,
      code: `OFFER${i + 1}`,
      discount: 5 + (i % 6) * 5,
      enable: i % 4 !== 3,
      createdAt: daysFromNow(-i).toISOString(),
    }),
  );
}

export function websiteCouponOf(coupon: Coupon): WebsiteCoupon {
  return {
    _id: coupon._id,
    title: coupon.title,
    discountType: coupon.discountType,
    discount: coupon.discount,
    code: coupon.code,
    startDate: coupon.startDate,
    expireDate: coupon.expireDate,
    description: coupon.description,
  };
}

/** The coupons the public Discounts page shows: enabled and not expired. */
export const websiteCoupons: WebsiteCoupon[] = coupons
  .filter((coupon) => coupon.enable && !coupon.isExpired)
  .map(websiteCouponOf);

/** What `coupon` takes off items worth `amount` cents, as the server computes it. */
export function quoteOf(coupon: Coupon | WebsiteCoupon, amount: number): CouponQuote {
  const off =
    coupon.discountType === 'percent'
      ? Math.round((amount * coupon.discount) / 100)
      : Math.min(coupon.discount, amount);
  return {
    code: coupon.code,
    title: coupon.title,
    discountType: coupon.discountType,
    discount: coupon.discount,
    amount,
    discountAmount: off,
    otherAmount: 0,
    totalAmount: amount - off,
  };
}
