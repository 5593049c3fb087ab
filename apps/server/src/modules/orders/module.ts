import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { CouponService } from '../coupons';
import type { ProductReads } from '../products';
import type { SalonService } from '../salons';
import { CartChecker } from './cart-check';
import { CouponQuoter } from './coupon-quote';
import { CartPricing } from './pricing';
import { OrderRepository } from './repository';
import { OrderService, type OrderServiceDeps } from './service';

export type OrdersDeps = Omit<OrderServiceDeps, 'orders' | 'pricing' | 'salons'> & {
  db: Database;
  storage: FileStorage;
  products: ProductReads;
  coupons: CouponService;
  salons: SalonService;
};

/** The orders module: the shop's cart pricing, coupon quotes and checkout. */
export function buildOrders({ db, storage, products, coupons, salons, ...deps }: OrdersDeps) {
  const pricing = new CartPricing({ products, coupons, storage });
  return {
    orders: new OrderService({ orders: new OrderRepository(db), pricing, salons, ...deps }),
    couponQuoter: new CouponQuoter({ salons, pricing }),
    cartChecker: new CartChecker({ salons, products }),
  };
}
