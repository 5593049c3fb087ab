import { create } from 'superstruct';
import * as endpoints from '../../coupons/endpoints';
import {
  ApplyCouponBody,
  COUPON_EXPIRED,
  COUPON_INVALID,
  COUPON_PAGE_SIZE,
  COUPON_REQUIRED,
  CouponBody,
  WEBSITE_COUPON_PAGE_SIZE,
  type Coupon,
} from '../../coupons/schemas';
import { EnableBody } from '../../shared/schemas';
import { buildCoupon, coupons as defaultCoupons, quoteOf, websiteCouponOf } from '../factories/coupons';
import { products } from '../factories/products';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { matchesFilter, pageOfRequest } from '../paging';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/** A salon's coupons against an in-memory copy of `rows` (Demo Salon's by default). */
export function couponHandlers(rows: Coupon[] = defaultCoupons): AnyHandler[] {
  let coupons = [...rows];
  return stateful(
    () => couponHandlers(rows),
    [
      mockEndpoint(endpoints.getCoupons, ({ request }) => {
        const url = new URL(request.url);
        const filterValue = url.searchParams.get('filterValue');
        const found = coupons.filter((coupon) =>
          matchesFilter(filterValue, coupon.title, coupon.code, coupon.description),
        );
        return ok(pageOfRequest(found, url, COUPON_PAGE_SIZE));
      }),
      mockEndpoint(endpoints.saveCoupon, async ({ request }) => {
        const body = create(await request.json(), CouponBody);
        const taken = coupons.some((coupon) => coupon.code === body.code && coupon._id !== body.id);
        if (taken) return fail(409, 'A coupon with this code already exists');
        const current = coupons.find((coupon) => coupon._id === body.id);
        const saved = buildCoupon(0xff, {
          ...(current ?? {}),
          title: body.title,
          discountType: body.discountType,
          discount: body.discount,
          code: body.code,
          startDate: body.startDate,
          expireDate: body.endDate,
          isExpired: false,
          description: body.description ?? '',
        });
        coupons = current
          ? coupons.map((coupon) => (coupon._id === current._id ? saved : coupon))
          : [saved, ...coupons];
        return ok(saved, current ? 'Coupon updated successfully' : 'Coupon added successfully');
      }),
      mockEndpoint(endpoints.enableCoupon, async ({ request }) => {
        const id = new URL(request.url).searchParams.get('couponId');
        const { enable } = create(await request.json(), EnableBody);
        const current = coupons.find((coupon) => coupon._id === id);
        if (!current) return fail(404, 'Coupon not found');
        const next = { ...current, enable };
        coupons = coupons.map((coupon) => (coupon._id === id ? next : coupon));
        return ok(next, enable ? 'Coupon enabled successfully' : 'Coupon disabled successfully');
      }),
      mockEndpoint(endpoints.deleteCoupon, ({ request }) => {
        const id = new URL(request.url).searchParams.get('couponId');
        if (!coupons.some((coupon) => coupon._id === id)) return fail(404, 'Coupon not found');
        coupons = coupons.filter((coupon) => coupon._id !== id);
        return ok(null, 'Coupon deleted successfully');
      }),
      mockEndpoint(endpoints.getWebsiteCoupons, ({ request }) => {
        const url = new URL(request.url);
        const filterValue = url.searchParams.get('filterValue');
        const found = coupons
          .filter((coupon) => coupon.enable && !coupon.isExpired)
          .filter((coupon) => matchesFilter(filterValue, coupon.title, coupon.code, coupon.description))
          .map(websiteCouponOf);
        return ok(pageOfRequest(found, url, WEBSITE_COUPON_PAGE_SIZE));
      }),
      mockEndpoint(endpoints.applyCoupon, async ({ request }) => {
        const body = create(await request.json(), ApplyCouponBody);
        const code = body.code.trim().toUpperCase();
        if (!code) return fail(400, COUPON_REQUIRED);
        const coupon = coupons.find((item) => item.code === code && item.enable);
        if (!coupon) return fail(400, COUPON_INVALID);
        if (coupon.isExpired) return fail(400, COUPON_EXPIRED);
        let amount = 0;
        for (const line of body.items) {
          const product = products.find((item) => item._id === line.productId);
          if (!product) return fail(409, 'A product in your cart is no longer available');
          amount += product.productPrice * line.quantity;
        }
        return ok(quoteOf(coupon, amount), 'Coupon applied successfully');
      }),
    ],
  );
}

export const couponFailures = {
  listLoading: mockPending(endpoints.getCoupons),
  websiteListLoading: mockPending(endpoints.getWebsiteCoupons),
  codeTaken: mockFailure(endpoints.saveCoupon, 409, 'A coupon with this code already exists'),
};
