import { assert, create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  MAX_CALENDARS,
  PromotionCode,
  PromotionCodeBody,
  ProviderCoupon,
  SubscriptionPackage,
} from '../billing/schemas';
import { promotionCodes, providerCoupons, subscriptionPackages } from './factories/billing';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('billing fixtures', () => {
  it.each(subscriptionPackages.map((item) => [item.name, item] as const))(
    'package %s passes SubscriptionPackage and keeps the rules',
    (_name, item) => {
      assert(item, SubscriptionPackage);
      expect(item.name.length).toBeLessThanOrEqual(10);
      expect(item.metadata.users).toBe(item.metadata.calendars);
      expect(item.metadata.calendars).toBeLessThanOrEqual(MAX_CALENDARS);
      const intervals = item.plans.map((plan) => plan.interval);
      expect(new Set(intervals).size).toBe(intervals.length);
      expect(item.plans.every((plan) => plan.product === item.id)).toBe(true);
    },
  );

  it('coupons pass ProviderCoupon, and promotion codes PromotionCode naming one of them', () => {
    for (const coupon of providerCoupons) {
      assert(coupon, ProviderCoupon);
      expect(coupon.name.length).toBeLessThanOrEqual(15);
    }
    for (const promo of promotionCodes) {
      assert(promo, PromotionCode);
      expect(providerCoupons.some((coupon) => coupon.id === promo.coupon.id)).toBe(true);
    }
  });

  it('upper-cases and checks promotion codes', () => {
    expect(create({ code: ' summer-5 ', coupon: 'coupon_x' }, PromotionCodeBody).code).toBe('SUMMER-5');
    expect(() => create({ code: 'TOOLONGCODE1', coupon: 'coupon_x' }, PromotionCodeBody)).toThrow();
    expect(() => create({ code: 'NO SPACE', coupon: 'coupon_x' }, PromotionCodeBody)).toThrow();
  });

  it('is deterministic', async () => {
    const again = await import('./factories/billing');
    expect(again.subscriptionPackages).toEqual(subscriptionPackages);
  });
});
