import type { Database } from '../db/client';
import { coupons, type NewCouponRow } from '../db/schema';
import { DEMO_SALON_ID, SECOND_SALON_ID } from './demo-data';

const couponId = (n: number) => `c0c00000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const DEMO_COUPON_ID = couponId(1);
export const SECOND_SALON_COUPON_ID = couponId(11);
/** The demo salons' working codes: 10 % off at Demo Salon, $5 off at Second Salon. */
export const DEMO_COUPON_CODE = 'WELCOME10';
export const SECOND_SALON_COUPON_CODE = 'HALLO5';

export const demoCoupons: NewCouponRow[] = [
  {
    id: DEMO_COUPON_ID,
    salonId: DEMO_SALON_ID,
    title: 'Welcome offer',
    discountType: 'percent',
    discount: 10,
    code: DEMO_COUPON_CODE,
    startDate: '2026-01-01',
    endDate: '2030-12-31',
    description: '10 % off every product in the shop.',
    createdAt: new Date('2026-01-02T10:00:00.000Z'),
  },
  {
    id: couponId(2),
    salonId: DEMO_SALON_ID,
    title: 'Summer sale',
    discountType: 'percent',
    discount: 20,
    code: 'SUMMER20',
    startDate: '2026-06-01',
    endDate: '2026-08-31',
    description: 'Summer sale on hair care.',
    enable: false,
    createdAt: new Date('2026-01-03T10:00:00.000Z'),
  },
  {
    id: SECOND_SALON_COUPON_ID,
    salonId: SECOND_SALON_ID,
    title: 'Hallo',
    discountType: 'amount',
    discount: 500,
    code: SECOND_SALON_COUPON_CODE,
    startDate: '2026-01-01',
    endDate: '2030-12-31',
    description: '$5 off your order.',
    createdAt: new Date('2026-01-08T10:00:00.000Z'),
  },
];

/** Idempotent: existing ids are left alone. */
export async function seedCoupons(db: Database): Promise<void> {
  await db.insert(coupons).values(demoCoupons).onConflictDoNothing();
}
