import { applyCoupon } from '@salon/api/coupons/endpoints';
import type { CouponQuote } from '@salon/api/coupons/schemas';
import type { ApiError } from '@salon/api/errors';
import type { CartCheckLine } from '@salon/api/orders/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import type { CartItem } from './cart-store';
import { shopKeys } from './keys';

/**
 * What the cart's saved coupon takes off its items now, priced by the server (`POST /coupon/apply-coupon`):
 * the checkout's total before the order is placed, and again after a declined card (the next attempt
 * places a new order with the same coupon). No code, or an empty cart: nothing is asked.
 */
export function useCouponQuote(salonName: string, code: string | null, items: CartItem[]) {
  const api = useApi();
  const lines = items.map((item) => ({ productId: item._id, quantity: item.quantity }));
  // The key carries the lines as the cart check's (with the price seen), so a price change asks again.
  const keyLines: CartCheckLine[] = items.map((item) => ({
    productId: item._id,
    quantity: item.quantity,
    price: item.productPrice,
  }));
  return useSWR<CouponQuote, ApiError>(
    code && lines.length > 0 ? shopKeys.couponQuote(salonName, code, keyLines) : null,
    async () => (await api(applyCoupon, { body: { name: salonName, code: code!, items: lines } })).data,
  );
}
