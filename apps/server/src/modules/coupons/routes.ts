import {
  applyCoupon,
  deleteCoupon,
  enableCoupon,
  getCoupons,
  getWebsiteCoupons,
  saveCoupon,
} from '@salon/api/coupons/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { CouponQuoter } from './quote';
import type { CouponService } from './service';

export function couponRoutes(route: ContractRouter, coupons: CouponService, quoter: CouponQuoter): void {
  route(getCoupons, async ({ viewer, query }) => ({ data: await coupons.list(viewer, query) }));

  route(saveCoupon, async ({ viewer, body }) => ({
    data: await coupons.save(viewer, body),
    message: body.id ? 'Coupon updated successfully' : 'Coupon added successfully',
  }));

  route(enableCoupon, async ({ viewer, query, body }) => {
    const coupon = await coupons.setEnable(viewer, query.couponId, body.enable);
    return {
      data: coupon,
      message: coupon.enable ? 'Coupon enabled successfully' : 'Coupon disabled successfully',
    };
  });

  route(deleteCoupon, async ({ viewer, query }) => {
    await coupons.delete(viewer, query.couponId);
    return { data: null, message: 'Coupon deleted successfully' };
  });

  route(getWebsiteCoupons, async ({ query }) => ({ data: await coupons.websiteList(query) }));

  route(
    applyCoupon,
    async ({ body }) => ({ data: await quoter.quote(body), message: 'Coupon applied successfully' }),
    // Guessing codes from one address is slowed down.
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );
}
