import {
  deleteCoupon,
  enableCoupon,
  getCoupons,
  getWebsiteCoupons,
  saveCoupon,
} from '@salon/api/coupons/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { CouponService } from './service';

export function couponRoutes(route: ContractRouter, coupons: CouponService): void {
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
}
