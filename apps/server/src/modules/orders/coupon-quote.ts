import { COUPON_REQUIRED, type ApplyCouponBody, type CouponQuote } from '@salon/api/coupons/schemas';
import { BadRequestError } from '../../errors';
import type { CartPricing } from './pricing';
import type { SalonService } from '../salons';

/** The cart's coupon field: what a code takes off these items at this salon today, priced by the server. */
export class CouponQuoter {
  constructor(private readonly deps: { salons: SalonService; pricing: CartPricing }) {}

  async quote(body: ApplyCouponBody): Promise<CouponQuote> {
    if (!body.code.trim()) throw new BadRequestError(COUPON_REQUIRED);
    const salon = await this.deps.salons.publicSalon(body.name);
    const cart = await this.deps.pricing.price(salon, body.items, {
      couponCode: body.code,
      checkStock: false,
    });
    const coupon = cart.coupon!;
    return {
      code: coupon.code,
      title: coupon.title,
      discountType: coupon.discountType,
      discount: coupon.discount,
      amount: cart.amount,
      discountAmount: cart.discount,
      otherAmount: cart.otherAmount,
      totalAmount: cart.total,
    };
  }
}
