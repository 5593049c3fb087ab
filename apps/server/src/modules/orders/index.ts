// The orders module's public face: what other modules and the composition root may use.
export { CartChecker } from './cart-check';
export { CouponQuoter } from './coupon-quote';
export { CartPricing } from './pricing';
export { OrderRepository } from './repository';
export { orderRoutes } from './routes';
export { OrderService } from './service';
