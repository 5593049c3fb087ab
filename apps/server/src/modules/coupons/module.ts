import type { Database } from '../../db/client';
import type { SalonReads, SalonService } from '../salons';
import { CouponRepository } from './repository';
import { CouponService } from './service';

export interface CouponsDeps {
  db: Database;
  salons: SalonReads;
  salonService: SalonService;
  now: () => Date;
}

/** The coupons module: a salon's coupons, checked when a cart applies a code. */
export function buildCoupons({ db, ...deps }: CouponsDeps) {
  return { coupons: new CouponService({ coupons: new CouponRepository(db), ...deps }) };
}
