// The coupons module's public face: what other modules and the composition root may use.
export { buildCoupons, type CouponsDeps } from './module';
export { couponRoutes } from './routes';
export { CouponService, discountOf } from './service';
