// The coupons module's public face: what other modules and the composition root may use.
export { CouponRepository } from './repository';
export { couponRoutes } from './routes';
export { CouponService, discountOf } from './service';
