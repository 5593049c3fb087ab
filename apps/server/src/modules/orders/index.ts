// The orders module's public face: what other modules and the composition root may use.
export { CartChecker } from './cart-check';
export { CouponQuoter } from './coupon-quote';
export { buildOrders, type OrdersDeps } from './module';
export { CartPricing } from './pricing';
export { orderRoutes } from './routes';
export { OrderService } from './service';
